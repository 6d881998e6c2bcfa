#include <stdio.h>
int main(void) {
    int out = 0;
    for (int i = 0; i < 10; i++) {
        switch (i % 4) {
        case 0: continue;
        case 1: out += 1; break;
        case 2: if (i > 5) goto end_inner; out += 10; break;
        default: for (int j = 0; j < 3; j++) { if (j == 1) continue; out += 100; }
        }
        out += 1000;
    end_inner:;
    }
    int k = 0;
    while (1) { do { k += 3; if (k > 50) break; } while (k % 7); if (k > 50) break; }
    printf("%d %d\n", out, k);
    int primes = 0;
    for (int n = 2; n < 100; n++) {
        int p = 1;
        for (int d = 2; d * d <= n; d++) if (n % d == 0) { p = 0; break; }
        primes += p;
    }
    printf("%d\n", primes);
    return out % 100;
}
