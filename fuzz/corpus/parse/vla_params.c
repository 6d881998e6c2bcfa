#include <stdio.h>
#include <stdlib.h>

void fill(int n, int m, double a[n][m], double v)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = v * i + j;
}

double trace(int n, double a[static n][n])
{
    double t = 0;
    for (int i = 0; i < n; i++)
        t += a[i][i];
    return t;
}

void transpose(int n, double a[*][*]);

void transpose(int n, double a[n][n])
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double t = a[i][j];
            a[i][j] = a[j][i];
            a[j][i] = t;
        }
}

int main(int argc, char *argv[])
{
    int n = argc + 3;
    double local[n][n];
    size_t bytes = sizeof local;
    fill(n, n, local, 2.0);
    transpose(n, local);
    double (*heap)[n] = malloc(sizeof(double[n][n]));
    fill(n, n, heap, 1.0);
    printf("%zu %g %g\n", bytes, trace(n, local), trace(n, heap));
    free(heap);
    int counts[n + 1];
    for (int i = 0; i <= n; i++)
        counts[i] = i;
    return counts[n] - n;
}
