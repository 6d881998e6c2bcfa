#include <stdio.h>
#pragma weak nothing_here
int main(void) {
    int n = 100;
    double x[100], y[100], sum = 0;
    for (int i = 0; i < n; i++) { x[i] = i; y[i] = 2 * i; }
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) y[i] += 3.0 * x[i];
#pragma acc update self(y[0:n])
    }
#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < n; i++) sum += y[i];
#pragma omp parallel for
    for (int i = 0; i < 4; i++) sum += 1;
#pragma GCC diagnostic push
    printf("%.1f\n", sum);
    return 0;
}
