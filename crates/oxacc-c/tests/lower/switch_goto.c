#include <stdio.h>
static int classify(int x) {
    int r = 0;
    switch (x) {
    case 0: r += 1;
    case 1: r += 10; break;
    case 2: case 3: r = 100; break;
    case 10 ... 20: r = 200; break;
    case 1000 ... 5000: r = 300; break;
    default: r = -1;
    case 7: r += 7;
    }
    return r;
}
static int duff(int count) {
    int n = (count + 7) / 8, total = 0;
    switch (count % 8) {
    case 0: do { total++;
    case 7: total++;
    case 6: total++;
    case 5: total++;
    case 4: total++;
    case 3: total++;
    case 2: total++;
    case 1: total++;
            } while (--n > 0);
    }
    return total;
}
int main(void) {
    for (int i = -1; i < 25; i++) printf("%d:%d ", i, classify(i));
    printf("\n%d %d\n", classify(1234), classify(6000));
    for (int i = 1; i < 20; i += 3) printf("%d ", duff(i));
    int i = 0, acc = 0;
again:
    acc += i;
    if (++i < 10) goto again;
    goto done;
    acc = -1;
done:
    printf("\n%d\n", acc);
    switch (acc) { }
    char c = 'b';
    switch (c) { case 'a': puts("a"); break; case 'b': puts("b"); break; }
    unsigned long big = 5000000000UL;
    switch (big) { case 5000000000UL: puts("big"); break; default: puts("small"); }
    return 0;
}
