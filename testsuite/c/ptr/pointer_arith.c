// Pointer arithmetic, differences, comparisons, and pointers to pointers.
// expect-exit: 0
// expect-stdout:
// | 7 -7 9 25
// | 1 1 1
// | sum 285
// | 100 4
// | 9
// | 4.5 24
// | 4
// | 81
// | 25
// | 1 1
// | 8 16
#include <stdio.h>
#include <stddef.h>

int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    int *p = a, *q = &a[7];
    printf("%td %td %d %d\n", q - p, p - q, *(p + 3), q[-2]);
    printf("%d %d %d\n", p < q, q >= p + 7, p + 10 == a + 10);
    int *end = a + 10;
    int sum = 0;
    for (int *it = a; it != end; ++it) sum += *it;
    printf("sum %d\n", sum);
    int **pp = &p;
    **pp = 100;
    *pp += 2;
    printf("%d %d\n", a[0], *p);
    printf("%d\n", 3[a]);
    double d[4] = {1.5, 2.5, 3.5, 4.5};
    double *dp = d + 3;
    printf("%g %td\n", *dp, (char *)dp - (char *)d);
    char *cp = (char *)&a[1];
    printf("%d\n", *(int *)(cp + sizeof(int)));
    void *vp = a;
    int *back = vp;
    printf("%d\n", back[9]);
    const int *cip = a;
    printf("%d\n", cip[5]);
    int *null = NULL;
    printf("%d %d\n", null == 0, !null);
    int matrix[3][4];
    printf("%td %td\n", &matrix[2][0] - &matrix[0][0], (char *)&matrix[1] - (char *)matrix);
    return 0;
}
