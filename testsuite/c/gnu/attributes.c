// GNU attributes with observable behavior: constructor/destructor, cleanup, noinline, weak.
// expect-exit: 0
// expect-stdout:
// | constructor 0
// | main 1
// | scope 1 2
// | cleanup 2
// | cleanup 1
// | cleanup 10
// | cleanup 11
// | 42 11
// | destructor 2
#include <stdio.h>

static int order;
__attribute__((constructor)) static void before_main(void) { printf("constructor %d\n", order++); }
__attribute__((destructor)) static void after_main(void) { printf("destructor %d\n", order++); }

static void release(int *p) { printf("cleanup %d\n", *p); }

__attribute__((noinline)) static int twice(int x) { return 2 * x; }
__attribute__((weak)) int maybe_defined(void) { return 11; }
__attribute__((unused)) static int unused_fn(void) { return 0; }

int main(void) {
    printf("main %d\n", order++);
    {
        int a __attribute__((cleanup(release))) = 1;
        int b __attribute__((cleanup(release))) = 2;
        printf("scope %d %d\n", a, b);
    }
    for (int i = 0; i < 2; i++) {
        int c __attribute__((cleanup(release))) = 10 + i;
        if (i == 1) break;
    }
    printf("%d %d\n", twice(21), maybe_defined());
    return 0;
}
