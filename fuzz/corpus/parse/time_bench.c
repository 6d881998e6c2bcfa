#include <stdio.h>
#include <time.h>
#include <sys/time.h>
#include <unistd.h>

static double wall_seconds(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6;
}

static double mono_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1.0e9;
}

int main(void)
{
    double t0 = wall_seconds(), m0 = mono_seconds();
    clock_t c0 = clock();
    volatile double acc = 0;
    for (long i = 0; i < 1000000L; i++)
        acc += (double)i * 0.5;
    double cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[64];
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
    printf("%s wall=%.3f mono=%.3f cpu=%.3f pid=%ld\n", stamp, wall_seconds() - t0, mono_seconds() - m0, cpu,
           (long)getpid());
    return acc < 0;
}
