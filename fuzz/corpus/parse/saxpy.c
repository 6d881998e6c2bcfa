#include <stdio.h>
#include <stdlib.h>

static void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; ++i)
        y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
    float *x = malloc(sizeof *x * (size_t)n);
    float *y = malloc(n * sizeof(float));
    if (!x || !y) {
        fprintf(stderr, "out of memory\n");
        return EXIT_FAILURE;
    }
    for (int i = 0; i < n; i++) {
        x[i] = 1.0f;
        y[i] = 2.0f;
    }
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
        saxpy(n, 3.0f, x, y);
    }
    double err = 0.0;
    for (int i = 0; i < n; i++)
        err += y[i] - 5.0f;
    printf("n=%d err=%g\n", n, err);
    free(x);
    free(y);
    return 0;
}
