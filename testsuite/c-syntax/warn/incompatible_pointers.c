// Incompatible pointer types: gcc 12 warns (-Wincompatible-pointer-types) and converts.
struct S { int a; };
struct T { int a; };
enum E { A, B };
void take_slot(void **v);
void take_s(struct S *s);
void take_cb(void (*cb)(int));
void cb_long(long x);
double twice(double x);

void f(double *d, struct T *t, enum E *e, char **pp)
{
    take_slot(&d);
    void **vv = &d;
    const char **cc;
    cc = pp;
    int (*row)[3];
    int arr[4];
    row = &arr;
    long *lp = &arr[0];
    take_s(t);
    int *ip = e;
    unsigned *up = e;
    take_cb(cb_long);
    int (*fp)(int) = twice;
    void *vp = twice;
    double (*dp)(double) = vp;
    (void)vv; (void)cc; (void)row; (void)lp; (void)ip; (void)up; (void)fp; (void)dp;
}

// expect-warning: 13:15: incompatible pointer types passing 'double **' to parameter of type 'void **' [-Wincompatible-pointer-types]
// expect-warning: 14:12: incompatible pointer types initializing 'void **' with an expression of type 'double **' [-Wincompatible-pointer-types]
// expect-warning: 16:8: incompatible pointer types assigning to 'const char **' from 'char **' [-Wincompatible-pointer-types]
// expect-warning: 19:9: incompatible pointer types assigning to 'int (*)[3]' from 'int (*)[4]' [-Wincompatible-pointer-types]
// expect-warning: 20:11: incompatible pointer types initializing 'long *' with an expression of type 'int *' [-Wincompatible-pointer-types]
// expect-warning: 21:12: incompatible pointer types passing 'struct T *' to parameter of type 'struct S *' [-Wincompatible-pointer-types]
// expect-warning: 22:10: incompatible pointer types initializing 'int *' with an expression of type 'enum E *' [-Wincompatible-pointer-types]
// expect-warning: 24:13: incompatible pointer types passing 'void (long)' to parameter of type 'void (*)(int)' [-Wincompatible-pointer-types]
// expect-warning: 25:11: incompatible pointer types initializing 'int (*)(int)' with an expression of type 'double (double)' [-Wincompatible-pointer-types]
