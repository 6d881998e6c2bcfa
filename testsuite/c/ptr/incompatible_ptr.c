// Conversions gcc 12 only warns about (-Wincompatible-pointer-types, -Wint-conversion,
// -Wpointer-sign, -Wdiscarded-qualifiers): the values are converted as a cast would (C17 6.3.2.3).
// expect-exit: 0
// expect-stdout:
// | slot 1 alias 7
// | wide 1234567890123
// | bytes 97 99
// | round trip 9
// | fp 42 null 1
#include <stdio.h>

static int same_slot(void **slot, void *where) { return (void *)slot == where; }
static long as_long(long *p) { return *p; }
static int twice(int x) { return 2 * x; }
static void store(int *p, int v) { *p = v; }

int main(void) {
    double *row = NULL;
    int value = 7;
    unsigned *alias = &value;
    printf("slot %d alias %u\n", same_slot(&row, &row), *alias);
    long wide = 1234567890123L;
    const long *cw = &wide;
    long *mw = cw;
    printf("wide %ld\n", as_long(mw));
    char text[] = "abc";
    unsigned char *bytes = text;
    printf("bytes %u %u\n", bytes[0], bytes[2]);
    long addr = &value;
    int *back = addr;
    store(back, 9);
    printf("round trip %d\n", value);
    void *vp = twice;
    int (*fp)(int) = vp;
    int n = 0;
    int *r = n ? &value : n;
    printf("fp %d null %d\n", fp(21), r == NULL);
    return 0;
}
