// Calls of undeclared functions: gcc 12 declares them implicitly (int f(), or the C library
// built-in's own type with a note naming its header) and warns once per function.
int uses(void)
{
    char buf[8];
    memset(buf, 0, sizeof buf);
    int n = strlen("abc") + compute(3) + abs(-2);
    printf("%d\n", n);
    n += compute(4);
    return n + (int)sqrt(4.0);
}

int compute(int x) { return x * 2; }

int later(void) { return finish(); }
void finish(void) {}

// expect-warning: 6:5: implicit declaration of function 'memset' [-Wimplicit-function-declaration]
// expect-warning: 6:5: incompatible implicit declaration of built-in function 'memset' [-Wbuiltin-declaration-mismatch]
// expect-warning: 7:13: implicit declaration of function 'strlen' [-Wimplicit-function-declaration]
// expect-warning: 7:13: incompatible implicit declaration of built-in function 'strlen' [-Wbuiltin-declaration-mismatch]
// expect-warning: 7:29: implicit declaration of function 'compute' [-Wimplicit-function-declaration]
// expect-warning: 7:42: implicit declaration of function 'abs' [-Wimplicit-function-declaration]
// expect-warning: 8:5: implicit declaration of function 'printf' [-Wimplicit-function-declaration]
// expect-warning: 8:5: incompatible implicit declaration of built-in function 'printf' [-Wbuiltin-declaration-mismatch]
// expect-warning: 10:21: implicit declaration of function 'sqrt' [-Wimplicit-function-declaration]
// expect-warning: 10:21: incompatible implicit declaration of built-in function 'sqrt' [-Wbuiltin-declaration-mismatch]
// expect-warning: 15:26: implicit declaration of function 'finish' [-Wimplicit-function-declaration]
// expect-warning: 16:6: conflicting types for 'finish'; have 'void (void)'
