// Array reductions of run-time length on gang loops whose vector loops update the elements
// (decision 69), written as an application writes them: functions taking pointers and
// lengths, sections `a[lo:n]` of run-time length, no data clause for the reduced array. On the
// GPU each gang's private copy is one block of the device heap that the gang's threads share
// (they ran one thread per gang before). Column sums (+), a per-column maximum (max), a
// product of small factors (*), bit masks (|), counts into a section that starts past 0, rows
// short (16 bytes: a copy on the thread stack before) and long (4,000 bytes: the device heap),
// an explicit num_gangs, and a gang loop inside a `parallel` construct; and histograms, gang
// vector loops (thread loops) reducing sections whose iterations update the same bins (+ on
// double and long, ^ on unsigned): one copy per gang that the threads update atomically.
// remark: kernel colsum.acc.0: 1 private copy of run-time length in one block per gang of the device heap
// remark: kernel counts.acc.4: 1 private copy of run-time length in one block per gang
// remark: kernel histogram.acc.5: 1 private copy of run-time length in one block per gang
// remark: kernel histogram.acc.6: 2 private copies of run-time length in one block per gang
// expect-from: hand (gcc 12 ICEs on array-section reductions; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | colsum 7 ok sum 500500.000000
// | colsum 2 ok sum 20.000000
// | colmax 500 ok 1000.000000
// | colprod 6 ok 16384
// | masks ok 255
// | counts ok 40 100
// | histogram ok 15037.000000 1621 1
// | errors 0
#include <stdio.h>
#include <stdlib.h>

/* a[i] += sum over j of x[j][i]; the gang loop reduces the section, its vector loop writes
 * each element once per row. */
static void colsum(const double *x, double *a, int rows, int n) {
#pragma acc parallel loop gang reduction(+ : a[0:n]) copyin(x[0:rows * n])
    for (int j = 0; j < rows; j++) {
#pragma acc loop vector
        for (int i = 0; i < n; i++) a[i] += x[j * n + i];
    }
}

static void colmax(const double *x, double *mx, int rows, int n) {
#pragma acc parallel loop gang num_gangs(13) reduction(max : mx[0:n]) copyin(x[0:rows * n])
    for (int j = 0; j < rows; j++) {
#pragma acc loop vector
        for (int i = 0; i < n; i++)
            if (x[j * n + i] > mx[i]) mx[i] = x[j * n + i];
    }
}

static void colprod(const int *f, long *p, int rows, int n) {
    // `p` is a pointer: §2.6.2 makes it firstprivate, so the section the loop's reduction
    // combines into must be mapped by a clause (it ran into the host's address on the H200).
#pragma acc parallel copyin(f[0:rows * n]) copy(p[0:n])
    {
#pragma acc loop gang reduction(* : p[0:n])
        for (int j = 0; j < rows; j++) {
#pragma acc loop vector
            for (int i = 0; i < n; i++) p[i] *= f[j * n + i];
        }
    }
}

static void masks(const unsigned *bits, unsigned *m, int rows, int n) {
#pragma acc parallel loop gang reduction(| : m[0:n]) copyin(bits[0:rows * n])
    for (int j = 0; j < rows; j++) {
#pragma acc loop vector
        for (int i = 0; i < n; i++) m[i] |= bits[j * n + i];
    }
}

/* Counts into c[lo:n] (the elements before lo are not the section's). */
static void counts(int *c, int lo, int n, int rows) {
#pragma acc parallel loop gang reduction(+ : c[lo:n])
    for (int j = 0; j < rows; j++) {
#pragma acc loop vector
        for (int i = lo; i < lo + n; i++) c[i] += 1 + (i + j) % 2 - (i + j) % 2;
    }
}

/* A histogram: a gang vector loop (a thread loop) reducing a section of run-time length,
 * whose iterations update the same bins: one copy per gang updated atomically. */
static void histogram(const int *k, long n, double *h, long *cnt, unsigned *seen, int nb) {
#pragma acc parallel loop gang vector reduction(+ : h[0:nb]) copyin(k[0:n])
    for (long i = 0; i < n; i++) h[k[i]] += 0.5;
#pragma acc parallel loop reduction(+ : cnt[0:nb]) reduction(^ : seen[0:nb]) copyin(k[0:n])
    for (long i = 0; i < n; i++) {
        cnt[k[i]] += 2;
        seen[k[i]] ^= 1u << (i % 3);
    }
}

int main(void) {
    int errors = 0;
    int rows = 1000, n = 500;
    double *x = malloc(sizeof(double) * rows * n);
    double *a = malloc(sizeof(double) * n);
    for (int j = 0; j < rows; j++)
        for (int i = 0; i < n; i++) x[j * n + i] = (double)(j + 1);
    for (int i = 0; i < n; i++) a[i] = (double)(i % 7);
    colsum(x, a, rows, n);
    int bad = 0;
    double total = 0.0;
    for (int i = 0; i < n; i++) {
        if (a[i] != 500500.0 + (double)(i % 7)) bad++;
        total += a[i] - (double)(i % 7);
    }
    errors += bad;
    printf("colsum %d %s sum %f\n", 7, bad ? "BAD" : "ok", total / n);
    /* Two elements: 16 bytes a row. */
    double small[2] = {1.0, 1.0}, xs[8];
    for (int k = 0; k < 8; k++) xs[k] = (double)(k / 2 + 1);
    colsum(xs, small, 4, 2);
    bad = small[0] != 11.0 || small[1] != 11.0;
    errors += bad;
    printf("colsum 2 %s sum %f\n", bad ? "BAD" : "ok", small[0] + small[1] - 2.0);

    double *mx = malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) mx[i] = -1.0;
    for (int j = 0; j < rows; j++)
        for (int i = 0; i < n; i++) x[j * n + i] = (double)((j * 7 + i * 13) % rows + 1);
    colmax(x, mx, rows, n);
    bad = 0;
    for (int i = 0; i < n; i++) bad += mx[i] != (double)rows;
    errors += bad;
    printf("colmax %d %s %f\n", n, bad ? "BAD" : "ok", mx[n / 2]);

    int pr = 7, pn = 6;
    int *f = malloc(sizeof(int) * pr * pn);
    long p[6];
    for (int i = 0; i < pn; i++) p[i] = 1;
    for (int j = 0; j < pr; j++)
        for (int i = 0; i < pn; i++) f[j * pn + i] = (j + i) % 3 == 0 ? 2 : 1;
    colprod(f, p, pr, pn);
    bad = 0;
    long want_total = 1;
    for (int i = 0; i < pn; i++) {
        long want = 1;
        for (int j = 0; j < pr; j++) want *= f[j * pn + i];
        bad += p[i] != want;
        want_total *= want;
    }
    errors += bad;
    printf("colprod %d %s %ld\n", pn, bad ? "BAD" : "ok", want_total);

    int mr = 64, mn = 40;
    unsigned *bits = malloc(sizeof(unsigned) * mr * mn);
    unsigned m[40];
    for (int i = 0; i < mn; i++) m[i] = 0;
    for (int j = 0; j < mr; j++)
        for (int i = 0; i < mn; i++) bits[j * mn + i] = 1u << ((j + i) % 8);
    masks(bits, m, mr, mn);
    bad = 0;
    for (int i = 0; i < mn; i++) bad += m[i] != 255u;
    errors += bad;
    printf("masks %s %u\n", bad ? "BAD" : "ok", m[mn - 1]);

    int c[50];
    for (int i = 0; i < 50; i++) c[i] = -i;
    counts(c, 10, 40, 100);
    bad = 0;
    for (int i = 0; i < 50; i++) bad += c[i] != (i < 10 ? -i : 100 - i);
    errors += bad;
    printf("counts %s %d %d\n", bad ? "BAD" : "ok", 40, c[10] + 10);

    long hn = 30000;
    int nb = 37;
    int *k = malloc(sizeof(int) * hn);
    double h[37];
    long cnt[37];
    unsigned seen[37];
    for (long i = 0; i < hn; i++) k[i] = (int)((i * 7) % nb);
    for (int b = 0; b < nb; b++) {
        h[b] = 1.0;
        cnt[b] = -1;
        seen[b] = 0;
    }
    histogram(k, hn, h, cnt, seen, nb);
    bad = 0;
    double hsum = 0.0;
    for (int b = 0; b < nb; b++) {
        long want = 0;
        unsigned wseen = 0;
        for (long i = 0; i < hn; i++)
            if (k[i] == b) {
                want++;
                wseen ^= 1u << (i % 3);
            }
        bad += h[b] != 1.0 + 0.5 * (double)want;
        bad += cnt[b] != 2 * want - 1;
        bad += seen[b] != wseen;
        hsum += h[b];
    }
    errors += bad;
    printf("histogram %s %f %ld %u\n", bad ? "BAD" : "ok", hsum, cnt[5], seen[5]);
    free(k);

    printf("errors %d\n", errors);
    free(x);
    free(a);
    free(mx);
    free(f);
    free(bits);
    return errors != 0;
}
