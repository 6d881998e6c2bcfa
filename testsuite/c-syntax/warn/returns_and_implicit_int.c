// Return statements that do not match the function, implicit int: gcc 12 warns.
void no_value(int x)
{
    return x;
}

int needs_value(int x)
{
    if (x)
        return;
    return 1;
}

static counter;
twice(int x) { return 2 * x; }
int g(void) { register y = 2; return y + counter + twice(1); }

// expect-warning: 4:5: 'return' with a value, in function returning void
// expect-warning: 10:9: 'return' with no value, in function returning non-void
// expect-warning: 14:8: type defaults to 'int' in declaration of 'counter' [-Wimplicit-int]
// expect-warning: 15:1: return type defaults to 'int' [-Wimplicit-int]
// expect-warning: 16:24: type defaults to 'int' in declaration of 'y' [-Wimplicit-int]
