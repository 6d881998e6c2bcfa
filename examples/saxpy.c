/* saxpy with OpenACC: y = a*x + y on the GPU when one is present, else on all host cores. */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define VECTOR 128

int main(void) {
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    const float a = 2.0f;
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    /* The clause arguments are macro-expanded (OpenACC 3.3 §2.1). */
#pragma acc parallel loop vector_length(VECTOR) copyin(x[0:N]) copy(y[0:N])
    for (int i = 0; i < N; i++)
        y[i] = a * x[i] + y[i];

    int errors = 0;
    for (int i = 0; i < N; i++)
        errors += y[i] != 2.0f * (float)i + 1.0f;
    printf("saxpy over %d elements: %s\n", N, errors ? "WRONG" : "correct");
    free(x);
    free(y);
    return errors != 0;
}
