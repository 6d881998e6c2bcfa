#include <stdio.h>
int g[10];
int m[3][4];
int main(void) {
    int a[5] = {1, 2, 3};
    for (int i = 0; i < 10; i++) g[i] = i * i;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) m[i][j] = i * 10 + j;
    int *p = a;
    p[3] = 7;
    *(p + 4) = 9;
    long s = 0;
    for (int i = 0; i < 5; i++) s += a[i];
    for (int i = 0; i < 10; i++) s += g[i];
    printf("%ld %d %d %d\n", s, m[2][3], 3[a], (int)(&a[4] - &a[1]));
    char str[] = "abc";
    printf("%s %zu\n", str, sizeof str);
    return 0;
}
