// && and || short-circuit: side effects are evaluated only when needed; values are 0 or 1.
// expect-exit: 0
// expect-stdout:
// | t0 => 0
// | t1 t2 => 1
// | t1 => 1
// | t0 t0 t3 => 1
// | t1 t0 t4 t5 => 1
// | t0 t7 => 0
// | calls 13
// | null guarded
// | 6 1
// | 1 0
// | 6
#include <stdio.h>

static int calls;
static int t(int v) { calls++; printf("t%d ", v); return v; }

int main(void) {
    int r;
    r = t(0) && t(1); printf("=> %d\n", r);
    r = t(1) && t(2); printf("=> %d\n", r);
    r = t(1) || t(0); printf("=> %d\n", r);
    r = t(0) || t(0) || t(3); printf("=> %d\n", r);
    r = (t(1) && t(0)) || (t(4) && t(5)); printf("=> %d\n", r);
    r = !t(0) && !t(7); printf("=> %d\n", r);
    printf("calls %d\n", calls);
    int *p = 0;
    if (p && *p) printf("never\n");
    else printf("null guarded\n");
    int x = 5;
    int y = (x > 3) && (x++ < 10);
    printf("%d %d\n", x, y);
    double d = 0.5;
    printf("%d %d\n", d && 1, 0.0 || 0);
    int i = 0;
    while (i < 10 && i * i < 30) i++;
    printf("%d\n", i);
    return 0;
}
