/* The kernels-style application in CUDA, as a careful CUDA programmer fuses it: four kernels per
 * step instead of the acc version's six loop nests: the equation of state with the time-step
 * minimum (a block minimum and one atomicMin per block on the bits of the positive double), the
 * x and y fluxes of a cell's lower faces in one kernel, the update, and the field summary (block
 * sums, one atomicAdd per block and value). The two scalars (dt, the summary) come back to the
 * host every step, as the acc reductions bring them. */
#define BENCH_CUDA
#include "../acc/kernels_app.c"
#include "cuda_bench.h"

/* Minimum over the block (blockDim.x a multiple of 32); valid in thread 0. */
__device__ double block_min(double v) {
    __shared__ double partial[32];
    for (int o = 16; o > 0; o >>= 1) v = fmin(v, __shfl_down_sync(0xffffffffu, v, o));
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? partial[lane] : 1e300;
        for (int o = 16; o > 0; o >>= 1) v = fmin(v, __shfl_down_sync(0xffffffffu, v, o));
    }
    return v;
}

__global__ void k_eos_dt(long cells, double dx, const double *rho, const double *E, double *e,
                         double *p, double *cs, unsigned long long *dt_bits) {
    double dt = 1e300;
    for (long c = blockIdx.x * (long)blockDim.x + threadIdx.x; c < cells; c += (long)gridDim.x * blockDim.x) {
        double r = rho[c], en = E[c];
        e[c] = en / r;
        double pc = ka_pressure(r, en);
        p[c] = pc;
        double s = ka_soundspeed(r, pc);
        cs[c] = s;
        dt = fmin(dt, CFL * dx / (s + 1.0));
    }
    dt = block_min(dt);
    /* Positive doubles order as their bit patterns do. */
    if (threadIdx.x == 0) atomicMin(dt_bits, (unsigned long long)__double_as_longlong(dt));
}

__global__ void k_flux(long nx, long ny, double lm, const double *rho, const double *E,
                       const double *p, double *fx, double *gx, double *fy, double *gy) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    long j = blockIdx.y * (long)blockDim.y + threadIdx.y;
    if (i >= nx || j >= ny) return;
    long c = j * nx + i;
    if (i > 0) {
        long f = j * (nx + 1) + i;
        fx[f] = lm * (rho[c - 1] - rho[c]);
        gx[f] = lm * ((E[c - 1] - E[c]) + 0.5 * (p[c - 1] - p[c]));
    }
    if (j > 0) {
        fy[c] = lm * (rho[c - nx] - rho[c]);
        gy[c] = lm * ((E[c - nx] - E[c]) + 0.5 * (p[c - nx] - p[c]));
    }
}

__global__ void k_update(long nx, long ny, double *rho, double *E, const double *fx,
                         const double *gx, const double *fy, const double *gy) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    long j = blockIdx.y * (long)blockDim.y + threadIdx.y;
    if (i >= nx || j >= ny) return;
    long c = j * nx + i, f = j * (nx + 1) + i;
    rho[c] = rho[c] + (fx[f] - fx[f + 1]) + (fy[c] - fy[c + nx]);
    E[c] = E[c] + (gx[f] - gx[f + 1]) + (gy[c] - gy[c + nx]);
}

__global__ void k_summary(long cells, double vol, const double *rho, const double *E,
                          const double *p, double *out) {
    double m = 0.0, en = 0.0, pr = 0.0;
    for (long c = blockIdx.x * (long)blockDim.x + threadIdx.x; c < cells; c += (long)gridDim.x * blockDim.x) {
        m += rho[c] * vol;
        en += E[c] * vol;
        pr += p[c] * vol;
    }
    m = block_sum(m);
    __syncthreads();
    en = block_sum(en);
    __syncthreads();
    pr = block_sum(pr);
    if (threadIdx.x == 0) {
        atomicAdd(&out[0], m);
        atomicAdd(&out[1], en);
        atomicAdd(&out[2], pr);
    }
}

/* The time step of the device's current state (a round trip of the scalar, as acc's). */
static double eos_dt(long cells, double dx, unsigned grid, double *rho, double *E, double *e,
                     double *p, double *cs, unsigned long long *ddt) {
    double big = 1e300, dt = 0.0;
    CK(cudaMemcpyAsync(ddt, &big, sizeof big, cudaMemcpyHostToDevice));
    k_eos_dt<<<grid, 256>>>(cells, dx, rho, E, e, p, cs, ddt);
    CK_LAUNCH();
    CK(cudaMemcpy(&dt, ddt, sizeof dt, cudaMemcpyDeviceToHost));
    return dt;
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_STEPS);
    ka_grid g = {n, n, 10.0 / (double)n};
    long nx = n, ny = n, cells = n * n, xf = (n + 1) * n, yf = n * (n + 1);
    double *rho = (double *)bench_alloc(sizeof(double) * cells);
    double *E = (double *)bench_alloc(sizeof(double) * cells);
    double *fx = (double *)bench_alloc(sizeof(double) * xf);
    double *gx = (double *)bench_alloc(sizeof(double) * xf);
    double *fy = (double *)bench_alloc(sizeof(double) * yf);
    double *gy = (double *)bench_alloc(sizeof(double) * yf);
    ka_init(&g, rho, E, fx, gx, fy, gy);
    double vol = g.dx * g.dx, start[2] = {0.0, 0.0};
    for (long c = 0; c < cells; c++) {
        start[0] += rho[c] * vol;
        start[1] += E[c] * vol;
    }
    double *drho = to_device(rho, cells), *dE = to_device(E, cells);
    double *de = to_device<double>(NULL, cells), *dp = to_device<double>(NULL, cells);
    double *dcs = to_device<double>(NULL, cells);
    double *dfx = to_device(fx, xf), *dgx = to_device(gx, xf), *dfy = to_device(fy, yf),
           *dgy = to_device(gy, yf);
    double *dsum = to_device<double>(NULL, 3);
    unsigned long long *ddt = to_device<unsigned long long>(NULL, 1);
    unsigned grid = resident_blocks(8);
    dim3 block(32, 8), grid2(blocks_for(nx, 32), blocks_for(ny, 8));
    double lambda[BENCH_MAX_SAMPLES + 2];
    if (max_iters > BENCH_MAX_SAMPLES) max_iters = BENCH_MAX_SAMPLES;
    bench_timer t;
    bench_timer_init(&t);
    int steps = 0, ok = 1;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        double dt = eos_dt(cells, g.dx, grid, drho, dE, de, dp, dcs, ddt);
        double lm = ka_lambda(dt, g.dx);
        k_flux<<<grid2, block>>>(nx, ny, lm, drho, dE, dp, dfx, dgx, dfy, dgy);
        CK_LAUNCH();
        k_update<<<grid2, block>>>(nx, ny, drho, dE, dfx, dgx, dfy, dgy);
        CK_LAUNCH();
        double sum[3];
        CK(cudaMemsetAsync(dsum, 0, 3 * sizeof(double)));
        k_summary<<<grid, 256>>>(cells, vol, drho, dE, dp, dsum);
        CK_LAUNCH();
        to_host(sum, dsum, 3);
        double t1 = bench_now();
        lambda[steps++] = lm;
        if (!bench_close(sum[0], start[0], 1e-10) || !bench_close(sum[1], start[1], 1e-10)) {
            fprintf(stderr, "kernels_app: step %d: mass %.17g energy %.17g, want %.17g %.17g\n",
                    steps, sum[0], sum[1], start[0], start[1]);
            ok = 0;
        }
        if (it > 0) bench_record(&t, t1 - t0);
    }
    double dt = eos_dt(cells, g.dx, grid, drho, dE, de, dp, dcs, ddt);
    to_host(rho, drho, cells);
    to_host(E, dE, cells);
    ok = ok && ka_check_cells(&g, rho, E, lambda, steps);
    double want_dt = ka_host_dt(&g, rho, E);
    if (ok && !bench_close(dt, want_dt, 1e-13)) {
        fprintf(stderr, "kernels_app: final dt %.17g, want %.17g\n", dt, want_dt);
        ok = 0;
    }
    char size[64];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    return bench_result("kernels_app", size, &t, ka_bytes(&g), ka_flops(&g), "mem", NULL, ok);
}
