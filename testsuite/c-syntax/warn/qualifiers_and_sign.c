// Discarded qualifiers warn (-Wdiscarded-qualifiers); pointers to integers of another
// signedness only with -Wall or -Wpointer-sign, so nothing here for lines 15-18.
const char *s = "x";
const int ci = 1;
void take(char *p);
void take_u(unsigned *u);

char *qualifiers(void)
{
    char *p = s;
    p = s;
    take(s);
    int *q = &ci;
    volatile int vi = 0;
    int *vp = &vi;
    int x = 0;
    take_u(&x);
    unsigned *a = &x;
    char *c = p;
    unsigned char *uc = c;
    (void)q; (void)vp; (void)a; (void)uc;
    return s;
}

// expect-warning: 10:11: initializing 'char *' with an expression of type 'const char *' discards qualifiers [-Wdiscarded-qualifiers]
// expect-warning: 11:7: assigning to 'char *' from 'const char *' discards qualifiers [-Wdiscarded-qualifiers]
// expect-warning: 12:10: passing 'const char *' to parameter of type 'char *' discards qualifiers [-Wdiscarded-qualifiers]
// expect-warning: 13:10: initializing 'int *' with an expression of type 'const int *' discards qualifiers [-Wdiscarded-qualifiers]
// expect-warning: 15:10: initializing 'int *' with an expression of type 'volatile int *' discards qualifiers [-Wdiscarded-qualifiers]
// expect-warning: 22:12: returning 'const char *' from a function with result type 'char *' discards qualifiers [-Wdiscarded-qualifiers]
