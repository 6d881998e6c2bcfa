#include <stdio.h>
#include <float.h>
#include <limits.h>

#define N 100000

static double data[N];

int main(void)
{
    double sum = 0.0, maxv = -DBL_MAX;
    int minv = INT_MAX;
#pragma omp parallel for reduction(+:sum) reduction(max:maxv)
    for (int i = 0; i < N; i++) {
        data[i] = (i % 7) * 0.5;
        sum += data[i];
        if (data[i] > maxv)
            maxv = data[i];
    }
#pragma omp parallel
    {
        int local = INT_MAX;
#pragma omp for nowait
        for (int i = 0; i < N; i++)
            if ((int)data[i] < local)
                local = (int)data[i];
#pragma omp critical
        {
            if (local < minv)
                minv = local;
        }
#pragma omp barrier
    }
#pragma omp target teams distribute parallel for map(tofrom: data[0:N])
    for (int i = 0; i < N; i++)
        data[i] *= 2.0;
    printf("%f %f %d\n", sum, maxv, minv);
    return 0;
}
