#include <stdio.h>
static int order[8], n;
__attribute__((constructor)) static void first(void) { order[n++] = 1; }
__attribute__((constructor(200))) static void early(void) { order[n++] = 2; }
__attribute__((destructor)) static void bye(void) { printf("bye %d\n", n); }
static inline int sq(int x) { return x * x; }
inline int cube(int x) { return x * x * x; }
extern int cube(int x);
__attribute__((noinline)) static int slow(int x) { return x + 1; }
__attribute__((aligned(64))) static char aligned_buf[10];
__attribute__((weak)) int weak_value = 5;
__attribute__((used)) static int kept = 3;
static _Noreturn void die(int code) { printf("dying %d\n", code); __builtin_exit(code); }
int main(void) {
    printf("%d %d %d %d\n", order[0], order[1], sq(5), cube(3));
    printf("%d %d %d\n", slow(1), (int)((unsigned long)aligned_buf % 64), weak_value);
    if (n == 2) die(4);
    return 0;
}
