// Static local variables keep their value across calls; static globals; initialization once.
// expect-exit: 0
// expect-stdout:
// | 1 2 3 4 
// | 106
// | alpha beta gamma alpha beta 
// | 102334155
// | 55
// | 11 11
// | 12 11
// | 13 11
#include <stdio.h>

static int counter(void) { static int n; return ++n; }
static int *cell(void) { static int c = 100; return &c; }
static const char *next_word(void) {
    static const char *words[] = {"alpha", "beta", "gamma"};
    static int i = 0;
    return words[i++ % 3];
}
static int memo_fib(int n) {
    static long long memo[90];
    if (n < 2) return n;
    if (memo[n]) return (int)memo[n];
    return (int)(memo[n] = memo_fib(n - 1) + memo_fib(n - 2));
}
static int global_total;
static void add(int v) { global_total += v; }

int main(void) {
    for (int i = 0; i < 4; i++) printf("%d ", counter());
    printf("\n");
    *cell() += 5;
    (*cell())++;
    printf("%d\n", *cell());
    for (int i = 0; i < 5; i++) printf("%s ", next_word());
    printf("\n");
    printf("%d\n", memo_fib(40));
    for (int i = 1; i <= 10; i++) add(i);
    printf("%d\n", global_total);
    for (int i = 0; i < 3; i++) {
        static int inner = 10;
        int automatic = 10;
        inner++; automatic++;
        printf("%d %d\n", inner, automatic);
    }
    return 0;
}
