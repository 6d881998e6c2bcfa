// `parallel loop gang` around `loop vector`, both over independent iterations (decision 87):
// the rectangular nests run as one collapse(2) loop (the remarks): a private temporary of the
// inner loop, the same `+` and `max` reductions on both loops (OpenACC 3.3 §2.9.11), loops
// without level clauses, `vector_length(128)`, an inner loop holding a sequential loop, a
// non-unit step. Kept as written: a `worker` inner loop, `num_workers`, and per-row sums (a
// statement between the loops). Functions take plain pointers and name no data clause; the
// arrays are in a `data` region. Sizes take the GPU's tiled walk, partial tiles, and the
// flattened walk.
// remark: loop at 45:9 and its inner loop at 47:9 run as one collapse(2) loop
// remark: loop at 58:9 and its inner loop at 60:9 run as one collapse(2) loop
// remark: loop at 70:9 and its inner loop at 72:9 run as one collapse(2) loop
// remark: loop at 78:9 and its inner loop at 80:9 run as one collapse(2) loop
// remark: loop at 87:9 and its inner loop at 89:9 run as one collapse(2) loop
// remark: loop at 99:9 and its inner loop at 101:9 run as one collapse(2) loop
// expect-exit: 0
// expect-stdout:
// | scale 257x70: 71960.000000 bad 0
// | sums 257x70: 35980.000000 max 8.000000 bad 0
// | plain 130x9: 4041.000000 bad 0
// | len128 300x100: 45000.000000 bad 0
// | stencil 200x66: 76416.000000 bad 0
// | step2 257x70: 18060.000000 bad 0
// | worker 257x70: 35980.000000 bad 0
// | workers 257x70: 35980.000000 bad 0
// | rows 257x70: 35980.000000 bad 0
#include <stdio.h>
#include <stdlib.h>

static double val(long i, long j) { return (double)((i * 3 + j) % 5); }

static void fill(double *a, long nx, long ny) {
    for (long j = 0; j < ny; j++)
        for (long i = 0; i < nx; i++)
            a[j * nx + i] = val(i, j);
}

static double total(const double *a, long n) {
    double s = 0.0;
    for (long k = 0; k < n; k++)
        s += a[k];
    return s;
}

static void scale(long nx, long ny, const double *a, double *b) {
#pragma acc parallel loop gang
    for (long j = 0; j < ny; j++) {
#pragma acc loop vector
        for (long i = 0; i < nx; i++) {
            double t = a[j * nx + i];
            t = t * 2.0;
            b[j * nx + i] = t;
        }
    }
}

static double sums(long nx, long ny, const double *a, double *mx) {
    double s = 0.0, m = -1.0;
#pragma acc parallel loop gang reduction(+ : s) reduction(max : m)
    for (long j = 0; j < ny; j++)
#pragma acc loop vector reduction(+ : s) reduction(max : m)
        for (long i = 0; i < nx; i++) {
            s += a[j * nx + i];
            m = a[j * nx + i] + (double)(j % 5) > m ? a[j * nx + i] + (double)(j % 5) : m;
        }
    *mx = m;
    return s;
}

static void plain(int nx, int ny, double *b) {
#pragma acc parallel loop
    for (int j = 0; j < ny; j++)
#pragma acc loop
        for (int i = 0; i < nx; i++)
            b[j * nx + i] = (double)(i % 8);
}

static void len128(long nx, long ny, double *b) {
#pragma acc parallel loop gang vector_length(128)
    for (long j = 0; j < ny; j++)
#pragma acc loop vector
        for (long i = 0; i < nx; i++)
            b[j * nx + i] = (double)((i + j) % 4);
}

/* A 3-point sum over the row's neighbours in a sequential loop of the body. */
static void stencil(long nx, long ny, const double *a, double *b) {
#pragma acc parallel loop gang
    for (long j = 1; j < ny - 1; j++)
#pragma acc loop vector
        for (long i = 1; i < nx - 1; i++) {
            double s = 0.0;
            for (long k = -1; k <= 1; k++)
                s += a[(j + k) * nx + i];
            b[j * nx + i] = s;
        }
}

static void step2(long nx, long ny, const double *a, double *b) {
#pragma acc parallel loop gang present(a[0:nx * ny], b[0:nx * ny])
    for (long j = 0; j < ny; j++)
#pragma acc loop vector
        for (long i = 0; i < nx; i += 2)
            b[j * nx + i] = a[j * nx + i];
}

static void worker(long nx, long ny, const double *a, double *b) {
#pragma acc parallel loop gang
    for (long j = 0; j < ny; j++)
#pragma acc loop worker
        for (long i = 0; i < nx; i++)
            b[j * nx + i] = a[j * nx + i];
}

static void workers(long nx, long ny, const double *a, double *b) {
#pragma acc parallel loop gang num_workers(2)
    for (long j = 0; j < ny; j++)
#pragma acc loop vector
        for (long i = 0; i < nx; i++)
            b[j * nx + i] = a[j * nx + i];
}

static void rows(long nx, long ny, const double *a, double *r) {
#pragma acc parallel loop gang
    for (long j = 0; j < ny; j++) {
        double s = 0.0;
#pragma acc loop vector reduction(+ : s)
        for (long i = 0; i < nx; i++)
            s += a[j * nx + i];
        r[j] = s;
    }
}

static int report(const char *what, long nx, long ny, const double *b, const double *want) {
    int bad = 0;
    for (long k = 0; k < nx * ny; k++)
        bad += b[k] != want[k];
    printf("%s %ldx%ld: %f bad %d\n", what, nx, ny, total(b, nx * ny), bad);
    return bad;
}

int main(void) {
    long nx = 257, ny = 70, n = 300 * 100;
    double *a = (double *)malloc(sizeof(double) * n), *b = (double *)malloc(sizeof(double) * n);
    double *w = (double *)malloc(sizeof(double) * n);
    int bad = 0;
    fill(a, nx, ny);
#pragma acc data copyin(a[0:n]) create(b[0:n])
    {
        scale(nx, ny, a, b);
#pragma acc update self(b[0:nx * ny])
        for (long k = 0; k < nx * ny; k++)
            w[k] = 2.0 * a[k];
        bad += report("scale", nx, ny, b, w);

        double m = 0.0, s = sums(nx, ny, a, &m), ws = total(a, nx * ny);
        printf("sums %ldx%ld: %f max %f bad %d\n", nx, ny, s, m, (s != ws) + (m != 8.0));
        bad += (s != ws) + (m != 8.0);

        plain(130, 9, b);
#pragma acc update self(b[0:130 * 9])
        for (long k = 0; k < 130 * 9; k++)
            w[k] = (double)((k % 130) % 8);
        bad += report("plain", 130, 9, b, w);

        len128(300, 100, b);
#pragma acc update self(b[0:300 * 100])
        for (long j = 0; j < 100; j++)
            for (long i = 0; i < 300; i++)
                w[j * 300 + i] = (double)((i + j) % 4);
        bad += report("len128", 300, 100, b, w);

        long sx = 200, sy = 66;
        for (long k = 0; k < sx * sy; k++)
            w[k] = 0.0;
#pragma acc update device(a[0:sx * sy])
        for (long k = 0; k < sx * sy; k++)
            b[k] = 0.0;
#pragma acc update device(b[0:sx * sy])
        stencil(sx, sy, a, b);
#pragma acc update self(b[0:sx * sy])
        for (long j = 1; j < sy - 1; j++)
            for (long i = 1; i < sx - 1; i++)
                w[j * sx + i] = a[(j - 1) * sx + i] + a[j * sx + i] + a[(j + 1) * sx + i];
        bad += report("stencil", sx, sy, b, w);

        for (long k = 0; k < nx * ny; k++)
            b[k] = 0.0;
#pragma acc update device(b[0:nx * ny])
        step2(nx, ny, a, b);
#pragma acc update self(b[0:nx * ny])
        for (long k = 0; k < nx * ny; k++)
            w[k] = (k % nx) % 2 == 0 ? a[k] : 0.0;
        bad += report("step2", nx, ny, b, w);

        worker(nx, ny, a, b);
#pragma acc update self(b[0:nx * ny])
        bad += report("worker", nx, ny, b, a);
        workers(nx, ny, a, b);
#pragma acc update self(b[0:nx * ny])
        bad += report("workers", nx, ny, b, a);

        rows(nx, ny, a, b);
#pragma acc update self(b[0:ny])
        for (long j = 0; j < ny; j++) {
            double s = 0.0;
            for (long i = 0; i < nx; i++)
                s += a[j * nx + i];
            w[j] = s;
        }
        int rb = 0;
        for (long j = 0; j < ny; j++)
            rb += b[j] != w[j];
        printf("rows %ldx%ld: %f bad %d\n", nx, ny, total(b, ny), rb);
        bad += rb;
    }
    free(a), free(b), free(w);
    return bad != 0;
}
