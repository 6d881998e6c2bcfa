// malloc, calloc, realloc and free: growing buffers, zeroed memory, a dynamic 2-D array.
// expect-exit: 0
// expect-stdout:
// | len 1000 cap 1024 sum 332833500
// | calloc sum 0
// | 34 17
// | hello world
// | copied 6
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    size_t cap = 1, len = 0;
    int *v = malloc(cap * sizeof *v);
    for (int i = 0; i < 1000; i++) {
        if (len == cap) {
            cap *= 2;
            int *nv = realloc(v, cap * sizeof *v);
            if (!nv) return 1;
            v = nv;
        }
        v[len++] = i * i;
    }
    long long s = 0;
    for (size_t i = 0; i < len; i++) s += v[i];
    printf("len %zu cap %zu sum %lld\n", len, cap, s);
    free(v);
    double *z = calloc(64, sizeof *z);
    double zs = 0;
    for (int i = 0; i < 64; i++) zs += z[i];
    printf("calloc sum %g\n", zs);
    free(z);
    int rows = 5, cols = 7;
    int **m = malloc(rows * sizeof *m);
    for (int i = 0; i < rows; i++) {
        m[i] = malloc(cols * sizeof **m);
        for (int j = 0; j < cols; j++) m[i][j] = i * cols + j;
    }
    printf("%d %d\n", m[4][6], m[2][3]);
    for (int i = 0; i < rows; i++) free(m[i]);
    free(m);
    char *s1 = malloc(6);
    strcpy(s1, "hello");
    s1 = realloc(s1, 12);
    strcat(s1, " world");
    printf("%s\n", s1);
    free(s1);
    free(NULL);
    char *dup = strdup("copied");
    printf("%s %zu\n", dup, strlen(dup));
    free(dup);
    return 0;
}
