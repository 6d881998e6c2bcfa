#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 8
typedef struct entry { char key[16]; int value; struct entry *next; } entry;
static unsigned hash(const char *s) { unsigned h = 5381; while (*s) h = h * 33 ^ (unsigned char)*s++; return h; }
static entry *buckets[13];
static void put(const char *k, int v) {
    unsigned b = hash(k) % 13;
    for (entry *e = buckets[b]; e; e = e->next) if (!strcmp(e->key, k)) { e->value = v; return; }
    entry *e = calloc(1, sizeof *e);
    strncpy(e->key, k, sizeof e->key - 1);
    e->value = v; e->next = buckets[b]; buckets[b] = e;
}
static int get(const char *k) {
    for (entry *e = buckets[hash(k) % 13]; e; e = e->next) if (!strcmp(e->key, k)) return e->value;
    return -1;
}
static void quicksort(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int p = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < p) i++;
        while (a[j] > p) j--;
        if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    quicksort(a, lo, j); quicksort(a, i, hi);
}
static void matmul(double c[N][N], double a[N][N], double b[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}
int main(void) {
    char name[8];
    for (int i = 0; i < 40; i++) { sprintf(name, "k%d", i); put(name, i * i); }
    put("k3", -3);
    printf("%d %d %d\n", get("k3"), get("k39"), get("nope"));
    int v[50];
    unsigned seed = 12345;
    for (int i = 0; i < 50; i++) { seed = seed * 1103515245u + 12345u; v[i] = (seed >> 16) % 1000; }
    quicksort(v, 0, 49);
    for (int i = 0; i < 50; i += 7) printf("%d ", v[i]);
    printf("\n");
    static double a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = i + j; b[i][j] = i == j ? 2.0 : 0.5; }
    matmul(c, a, b);
    double tr = 0;
    for (int i = 0; i < N; i++) tr += c[i][i];
    printf("%.3f %.3f\n", tr, c[3][5]);
    long fact = 1;
    for (int i = 2; i <= 20; i++) fact *= i;
    printf("%ld %lu\n", fact, (unsigned long)fact >> 3);
    return (int)(tr) & 0xff;
}
