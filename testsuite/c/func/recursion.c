// Recursion: factorial, Fibonacci, Ackermann, mutual recursion, Towers of Hanoi, permutations.
// expect-exit: 0
// expect-stdout:
// | 3628800 2432902008176640000
// | 6765 75025
// | 9 61
// | 1 1
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | move 3 C->A
// | move 3 A->B
// | move 3 B->C
// | moves 1023
// | abc acb bac bca cba cab 
// | depth 10000
#include <stdio.h>

static unsigned long long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int moves;
static void hanoi(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    if (n == 3) printf("move 3 %c->%c\n", from, to);
    moves++;
    hanoi(n - 1, via, to, from);
}
static void permute(char *s, int k, int n) {
    if (k == n) { printf("%s ", s); return; }
    for (int i = k; i < n; i++) {
        char t = s[k]; s[k] = s[i]; s[i] = t;
        permute(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}
static int depth(int n) { volatile char pad[64]; pad[0] = (char)n; return n == 0 ? pad[0] : 1 + depth(n - 1); }

int main(void) {
    printf("%llu %llu\n", fact(10), fact(20));
    printf("%d %d\n", fib(20), fib(25));
    printf("%d %d\n", ack(2, 3), ack(3, 3));
    printf("%d %d\n", is_even(100), is_odd(77));
    hanoi(10, 'A', 'C', 'B');
    printf("moves %d\n", moves);
    char s[] = "abc";
    permute(s, 0, 3);
    printf("\n");
    printf("depth %d\n", depth(10000));
    return 0;
}
