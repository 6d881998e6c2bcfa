// const and volatile qualifiers: pointer-to-const, const pointers, volatile reads in loops.
// expect-exit: 0
// expect-stdout:
// | 6 6
// | 31
// | 70
// | 100000
// | const
// | 18
#include <stdio.h>

static int count_reads(volatile int *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += *p;
    return s;
}

int main(void) {
    int x = 5;
    const int *pc = &x;
    int *const cp = &x;
    *cp = 6;
    printf("%d %d\n", *pc, x);
    const int table[] = {3, 1, 4, 1, 5, 9, 2, 6};
    int s = 0;
    for (unsigned i = 0; i < sizeof table / sizeof *table; i++) s += table[i];
    printf("%d\n", s);
    volatile int v = 7;
    printf("%d\n", count_reads(&v, 10));
    volatile unsigned long spin = 0;
    for (int i = 0; i < 100000; i++) spin++;
    printf("%lu\n", spin);
    const char *const msg = "const";
    printf("%s\n", msg);
    const volatile int cv = 9;
    printf("%d\n", cv * 2);
    return 0;
}
