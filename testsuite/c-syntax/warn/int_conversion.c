// Integer/pointer conversions without a cast: gcc 12 warns (-Wint-conversion) and converts.
void take_ptr(int *p);
int take_int(int v);

int *to_pointer(int x)
{
    take_ptr(x);
    int *p = 5;
    p = x;
    return x;
}

int to_integer(void)
{
    int v = 5;
    int *p = &v;
    take_int(p);
    int y = &v;
    long l = 0;
    l = p;
    char c = "s";
    (void)c;
    return p;
}

// expect-warning: 7:14: incompatible integer to pointer conversion passing 'int' to parameter of type 'int *'; take the address with & [-Wint-conversion]
// expect-warning: 8:10: incompatible integer to pointer conversion initializing 'int *' with an expression of type 'int' [-Wint-conversion]
// expect-warning: 9:7: incompatible integer to pointer conversion assigning to 'int *' from 'int'; take the address with & [-Wint-conversion]
// expect-warning: 10:12: incompatible integer to pointer conversion returning 'int' from a function with result type 'int *'; take the address with & [-Wint-conversion]
// expect-warning: 17:14: incompatible pointer to integer conversion passing 'int *' to parameter of type 'int'; dereference with * [-Wint-conversion]
// expect-warning: 18:9: incompatible pointer to integer conversion initializing 'int' with an expression of type 'int *'; remove & [-Wint-conversion]
// expect-warning: 20:7: incompatible pointer to integer conversion assigning to 'long' from 'int *' [-Wint-conversion]
// expect-warning: 21:10: incompatible pointer to integer conversion initializing 'char' with an expression of type 'char[2]' [-Wint-conversion]
// expect-warning: 23:12: incompatible pointer to integer conversion returning 'int *' from a function with result type 'int'; dereference with * [-Wint-conversion]
