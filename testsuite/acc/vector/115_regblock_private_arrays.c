// Thread-private memory in loops the tiled walk runs two rows per thread (decision 100's
// default, OXACC_REGBLOCK=2): a private array written before the inner loop and read in it
// is one object per thread, not per iteration, so the two rows' bodies must not run jammed
// (acc-fortran/loop/451's `flux` computed 8224 wrong points on the GPU when they did). A
// gang loop over a vector loop with `private(st)`, a collapse(2) nest with a private
// structure, one with a private array written through a pointer to it, and a private scalar
// (jammed: a slot per row) for contrast. Entries are multiples of 1/8: exact sums.
// expect-exit: 0
// expect-stdout:
// | array bad 0 sum 67205.500000
// | struct bad 0 sum 9300830.000000
// | pointer bad 0 sum 93419.500000
// | scalar bad 0 sum 22487.500000
#include <stdio.h>
#include <stdlib.h>

#define N1 257
#define N2 70

struct trip {
    double lo, mid, hi;
};

static double val(long i, long k) { return (double)((i * 3 + k) % 5) * 0.125; }

static void flux(long n1, long n2, const double *a, double *b) {
    double st[3];
#pragma acc parallel loop gang copyin(a[0:n1 * n2]) copyout(b[0:n1 * n2])
    for (long k = 0; k < n2; k++)
#pragma acc loop vector private(st)
        for (long i = 0; i < n1; i++) {
            st[0] = a[k * n1 + i];
            st[1] = 2.0 * a[k * n1 + i] + (double)(k % 3);
            st[2] = a[k * n1 + i] + 1.0;
            double s = 0.0;
            for (int l = 0; l < 3; l++) s += (l - 1) * st[l] + (l == 1 ? st[l] : 0.0);
            b[k * n1 + i] = s + st[2];
        }
}

static double flux_ref(const double *a, long k, long i) {
    double st[3] = {a[k * N1 + i], 2.0 * a[k * N1 + i] + (double)(k % 3), a[k * N1 + i] + 1.0};
    double s = 0.0;
    for (int l = 0; l < 3; l++) s += (l - 1) * st[l] + (l == 1 ? st[l] : 0.0);
    return s + st[2];
}

static void spread(long n1, long n2, const double *a, double *b) {
    struct trip t;
#pragma acc parallel loop collapse(2) private(t) copyin(a[0:n1 * n2]) copyout(b[0:n1 * n2])
    for (long k = 0; k < n2; k++)
        for (long i = 0; i < n1; i++) {
            t.lo = a[k * n1 + i];
            t.mid = t.lo * 2.0;
            t.hi = t.lo + (double)i;
            double s = 0.0;
            for (long l = 0; l < 4; l++) s += t.lo + t.mid * l + t.hi;
            b[k * n1 + i] = s;
        }
}

static void through_pointer(long n1, long n2, const double *a, double *b) {
    double w[4];
#pragma acc parallel loop collapse(2) private(w) copyin(a[0:n1 * n2]) copyout(b[0:n1 * n2])
    for (long k = 0; k < n2; k++)
        for (long i = 0; i < n1; i++) {
            double *q = w;
            q[0] = a[k * n1 + i];
            q[1] = (double)(k % 4);
            q[2] = 0.5;
            q[3] = a[k * n1 + i] * 0.5;
            double s = 0.0;
            for (long l = 0; l < 4; l++) s += w[l] * (double)(l + 1);
            b[k * n1 + i] = s;
        }
}

static void scalar(long n1, long n2, const double *a, double *b) {
    double c;
#pragma acc parallel loop collapse(2) private(c) copyin(a[0:n1 * n2]) copyout(b[0:n1 * n2])
    for (long k = 0; k < n2; k++)
        for (long i = 0; i < n1; i++) {
            c = a[k * n1 + i] + 0.25;
            double s = 0.0;
            for (long l = 0; l < 3; l++) s += c * (double)l;
            b[k * n1 + i] = s - a[k * n1 + i];
        }
}

static void report(const char *what, const double *b, const double *want) {
    long bad = 0;
    double sum = 0.0;
    for (long p = 0; p < N1 * N2; p++) {
        bad += b[p] != want[p];
        sum += b[p];
    }
    printf("%s bad %ld sum %f\n", what, bad, sum);
}

int main(void) {
    double *a = malloc(sizeof(double) * N1 * N2);
    double *b = malloc(sizeof(double) * N1 * N2);
    double *w = malloc(sizeof(double) * N1 * N2);
    for (long k = 0; k < N2; k++)
        for (long i = 0; i < N1; i++) a[k * N1 + i] = val(i, k);

    flux(N1, N2, a, b);
    for (long k = 0; k < N2; k++)
        for (long i = 0; i < N1; i++) w[k * N1 + i] = flux_ref(a, k, i);
    report("array", b, w);

    spread(N1, N2, a, b);
    for (long k = 0; k < N2; k++)
        for (long i = 0; i < N1; i++) {
            double lo = a[k * N1 + i], s = 0.0;
            for (long l = 0; l < 4; l++) s += lo + lo * 2.0 * l + (lo + (double)i);
            w[k * N1 + i] = s;
        }
    report("struct", b, w);

    through_pointer(N1, N2, a, b);
    for (long k = 0; k < N2; k++)
        for (long i = 0; i < N1; i++) {
            double q[4] = {a[k * N1 + i], (double)(k % 4), 0.5, a[k * N1 + i] * 0.5}, s = 0.0;
            for (long l = 0; l < 4; l++) s += q[l] * (double)(l + 1);
            w[k * N1 + i] = s;
        }
    report("pointer", b, w);

    scalar(N1, N2, a, b);
    for (long k = 0; k < N2; k++)
        for (long i = 0; i < N1; i++) {
            double c = a[k * N1 + i] + 0.25, s = 0.0;
            for (long l = 0; l < 3; l++) s += c * (double)l;
            w[k * N1 + i] = s - a[k * N1 + i];
        }
    report("scalar", b, w);
    free(a);
    free(b);
    free(w);
    return 0;
}
