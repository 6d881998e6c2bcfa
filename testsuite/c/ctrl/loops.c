// Loops: for/while/do-while with break and continue, nested loops, empty bodies, loop-carried values.
// expect-exit: 0
// expect-stdout:
// | primes<200: 46
// | evens 650
// | k -5
// | once 1
// | c 45
// | len 6
// | collatz 111
// | 8 6
// | grid 750
// | -3 -2 -1 0 1 2 3 
#include <stdio.h>

int main(void) {
    int primes = 0;
    for (int n = 2; n < 200; n++) {
        int is = 1;
        for (int d = 2; d * d <= n; d++)
            if (n % d == 0) { is = 0; break; }
        if (!is) continue;
        primes++;
    }
    printf("primes<200: %d\n", primes);
    int i = 0, evens = 0;
    while (1) {
        if (++i > 50) break;
        if (i & 1) continue;
        evens += i;
    }
    printf("evens %d\n", evens);
    int k = 100;
    do k -= 7; while (k > 0);
    printf("k %d\n", k);
    int once = 0;
    do { once++; } while (0);
    printf("once %d\n", once);
    unsigned c = 0;
    for (unsigned x = 10; x-- > 0;) c += x;
    printf("c %u\n", c);
    int len = 0;
    for (const char *p = "length"; *p; p++, len++);
    printf("len %d\n", len);
    int collatz = 27, steps = 0;
    while (collatz != 1) { collatz = collatz % 2 ? 3 * collatz + 1 : collatz / 2; steps++; }
    printf("collatz %d\n", steps);
    int a = 0, b = 0;
    for (a = 0, b = 10; a < b; a += 2, b--) continue;
    printf("%d %d\n", a, b);
    int grid = 0;
    for (int y = 0; y < 10; y++) {
        for (int x = 0; x < 10; x++) {
            if (x > y) break;
            if ((x + y) % 3 == 0) continue;
            grid += x * y;
        }
    }
    printf("grid %d\n", grid);
    for (signed char sc = -3; sc <= 3; sc++) printf("%d ", sc);
    printf("\n");
    return 0;
}
