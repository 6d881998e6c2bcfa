#include <stdio.h>
int main(void) {
    int sum = 0;
    for (int i = 0; i < 10; i++) sum += i;
    int j = 0;
    while (j < 5) { j++; if (j == 3) continue; sum += j * 100; }
    do { sum -= 1; } while (sum > 1500);
    for (;;) { if (++j > 20) break; }
    printf("%d %d\n", sum, j);
    unsigned u = 0;
    for (unsigned k = 10; k-- > 0;) u = u * 3 + k;
    printf("%u\n", u);
    return sum % 256;
}
