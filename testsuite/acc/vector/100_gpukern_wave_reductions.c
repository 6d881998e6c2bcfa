// Reductions across gangs under decision 88's register limit (`.maxnreg 64` on a kernel
// that combines with warp shuffles and one atomic per gang; ptxas then issues the unrolled
// loads ahead of the adds): sums of doubles and floats, a dot product, integer counts, max
// and min, and a conjugate-gradient update (two arrays written, one reduced), each in a
// function over pointers with `present` data, at lengths that leave every remainder of the
// unrolled loop (0 to 15 extra iterations) and fewer iterations than threads. Values are
// small integers or multiples of 1/8: exact in any order.
// expect-exit: 0
// expect-stdout:
// | errors 0
#include <stdio.h>
#include <stdlib.h>

static double sum(long n, const double *x) {
    double s = 0.0;
#pragma acc parallel loop present(x[0:n]) reduction(+ : s)
    for (long i = 0; i < n; i++) s += x[i];
    return s;
}

static float sumf(long n, const float *x) {
    float s = 0.0f;
#pragma acc parallel loop present(x[0:n]) reduction(+ : s)
    for (long i = 0; i < n; i++) s += x[i];
    return s;
}

static double dot(long n, const double *x, const double *y) {
    double s = 0.0;
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+ : s)
    for (long i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

static long positives(long n, const int *k) {
    long c = 0;
#pragma acc parallel loop present(k[0:n]) reduction(+ : c)
    for (long i = 0; i < n; i++) c += k[i] > 0;
    return c;
}

static void extremes(long n, const int *k, int *hi, int *lo) {
    int a = -1000000, b = 1000000;
#pragma acc parallel loop present(k[0:n]) reduction(max : a) reduction(min : b)
    for (long i = 0; i < n; i++) {
        a = k[i] > a ? k[i] : a;
        b = k[i] < b ? k[i] : b;
    }
    *hi = a;
    *lo = b;
}

/* x += a p; r -= a q; returns r·r (cg's update). */
static double update(long n, double a, double *x, double *r, const double *p, const double *q) {
    double rr = 0.0;
#pragma acc parallel loop present(x[0:n], r[0:n], p[0:n], q[0:n]) reduction(+ : rr)
    for (long i = 0; i < n; i++) {
        x[i] += a * p[i];
        r[i] -= a * q[i];
        rr += r[i] * r[i];
    }
    return rr;
}

int main(void) {
    const long big = 1000003;
    double *x = malloc(sizeof(double) * big), *y = malloc(sizeof(double) * big);
    double *r = malloc(sizeof(double) * big), *p = malloc(sizeof(double) * big);
    float *f = malloc(sizeof(float) * big);
    int *k = malloc(sizeof(int) * big);
    for (long i = 0; i < big; i++) {
        x[i] = (double)(i % 17) / 8.0;
        y[i] = (double)((i * 7) % 13 - 6);
        f[i] = (float)(i % 5) * 0.125f;
        k[i] = (int)((i * 31) % 201) - 100;
        r[i] = (double)(i % 3);
        p[i] = (double)(i % 4) - 1.5;
    }
    int bad = 0;
    long lengths[] = {1, 2, 15, 16, 17, 31, 255, 257, 4099, 65537, big};
#pragma acc data copyin(x[0:big], y[0:big], f[0:big], k[0:big], p[0:big])
    for (unsigned t = 0; t < sizeof lengths / sizeof lengths[0]; t++) {
        long n = lengths[t];
        double s = 0.0, d = 0.0;
        float sf = 0.0f;
        long c = 0;
        int hi = -1000000, lo = 1000000;
        for (long i = 0; i < n; i++) {
            s += x[i];
            d += x[i] * y[i];
            sf += f[i];
            c += k[i] > 0;
            hi = k[i] > hi ? k[i] : hi;
            lo = k[i] < lo ? k[i] : lo;
        }
        int ghi, glo;
        extremes(n, k, &ghi, &glo);
        double gs = sum(n, x), gd = dot(n, x, y);
        float gf = sumf(n, f);
        long gc = positives(n, k);
        if (gs != s || gd != d || gf != sf || gc != c || ghi != hi || glo != lo) {
            printf("n=%ld: sum %g/%g dot %g/%g sumf %g/%g count %ld/%ld max %d/%d min %d/%d\n", n,
                   gs, s, gd, d, (double)gf, (double)sf, gc, c, ghi, hi, glo, lo);
            bad++;
        }
    }
    /* cg's update, twice over the same arrays (the second sees the first's results). */
    double *xs = malloc(sizeof(double) * big), *rs = malloc(sizeof(double) * big);
    for (long i = 0; i < big; i++) {
        xs[i] = 0.0;
        rs[i] = r[i];
    }
    double want[2];
    for (int it = 0; it < 2; it++) {
        double rr = 0.0;
        for (long i = 0; i < big; i++) {
            xs[i] += 0.5 * p[i];
            rs[i] -= 0.5 * x[i];
            rr += rs[i] * rs[i];
        }
        want[it] = rr;
    }
    double *xd = calloc(big, sizeof(double));
#pragma acc data copy(xd[0:big], r[0:big]) copyin(p[0:big], x[0:big])
    for (int it = 0; it < 2; it++) {
        double rr = update(big, 0.5, xd, r, p, x);
        if (rr != want[it]) {
            printf("update %d: %.17g, want %.17g\n", it, rr, want[it]);
            bad++;
        }
    }
    for (long i = 0; i < big; i++)
        if (xd[i] != xs[i] || r[i] != rs[i]) {
            printf("update: element %ld: %g %g, want %g %g\n", i, xd[i], r[i], xs[i], rs[i]);
            bad++;
            break;
        }
    printf("errors %d\n", bad);
    free(x), free(y), free(r), free(p), free(f), free(k), free(xs), free(rs), free(xd);
    return bad != 0;
}
