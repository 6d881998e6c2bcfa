/* kernels_app's CUDA kernels timed one by one with events (helper gpuperf, decision 85): the
 * per-kernel peer of `OXACC_TIME=1` on the acc version, to tell which of the four kernels the
 * acc version's gap to CUDA sits in. Build from bench/cuda: nvcc -O3 -arch=sm_90
 * -I../cuda ../experiments/gpuperf/kernels_app_timed.cu. Usage: kernels_app_timed [n [steps]]. */
#define main kernels_app_cuda_main
#include "kernels_app.cu"
#undef main

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int steps = (int)bench_arg(argc, argv, 2, DEFAULT_STEPS);
    ka_grid g = {n, n, 10.0 / (double)n};
    long nx = n, ny = n, cells = n * n, xf = (n + 1) * n, yf = n * (n + 1);
    double *rho = (double *)bench_alloc(sizeof(double) * cells);
    double *E = (double *)bench_alloc(sizeof(double) * cells);
    double *fx = (double *)bench_alloc(sizeof(double) * xf);
    double *gx = (double *)bench_alloc(sizeof(double) * xf);
    double *fy = (double *)bench_alloc(sizeof(double) * yf);
    double *gy = (double *)bench_alloc(sizeof(double) * yf);
    ka_init(&g, rho, E, fx, gx, fy, gy);
    double vol = g.dx * g.dx;
    double *drho = to_device(rho, cells), *dE = to_device(E, cells);
    double *de = to_device<double>(NULL, cells), *dp = to_device<double>(NULL, cells);
    double *dcs = to_device<double>(NULL, cells);
    double *dfx = to_device(fx, xf), *dgx = to_device(gx, xf), *dfy = to_device(fy, yf),
           *dgy = to_device(gy, yf);
    double *dsum = to_device<double>(NULL, 3);
    unsigned long long *ddt = to_device<unsigned long long>(NULL, 1);
    unsigned grid = resident_blocks(8);
    dim3 block(32, 8), grid2(blocks_for(nx, 32), blocks_for(ny, 8));
    const char *names[4] = {"eos_dt", "flux", "update", "summary"};
    double total[4] = {0, 0, 0, 0}, best[4] = {1e30, 1e30, 1e30, 1e30};
    cudaEvent_t ev[5];
    for (int k = 0; k < 5; k++) CK(cudaEventCreate(&ev[k]));
    for (int s = 0; s <= steps; s++) {
        double big = 1e300, dt = 0.0, sum[3];
        CK(cudaMemcpy(ddt, &big, sizeof big, cudaMemcpyHostToDevice));
        CK(cudaMemset(dsum, 0, 3 * sizeof(double)));
        CK(cudaEventRecord(ev[0]));
        k_eos_dt<<<grid, 256>>>(cells, g.dx, drho, dE, de, dp, dcs, ddt);
        CK(cudaEventRecord(ev[1]));
        CK(cudaMemcpy(&dt, ddt, sizeof dt, cudaMemcpyDeviceToHost));
        double lm = ka_lambda(dt, g.dx);
        CK(cudaEventRecord(ev[1]));
        /* eos_dt was timed from ev[0] to the first ev[1]; re-record after the copy so the next
         * interval covers the flux kernel alone. */
        k_flux<<<grid2, block>>>(nx, ny, lm, drho, dE, dp, dfx, dgx, dfy, dgy);
        CK(cudaEventRecord(ev[2]));
        k_update<<<grid2, block>>>(nx, ny, drho, dE, dfx, dgx, dfy, dgy);
        CK(cudaEventRecord(ev[3]));
        k_summary<<<grid, 256>>>(cells, vol, drho, dE, dp, dsum);
        CK(cudaEventRecord(ev[4]));
        to_host(sum, dsum, 3);
        CK_LAUNCH();
        (void)sum;
        if (s == 0) continue; /* warm-up */
        float ms[4];
        CK(cudaEventElapsedTime(&ms[1], ev[1], ev[2]));
        CK(cudaEventElapsedTime(&ms[2], ev[2], ev[3]));
        CK(cudaEventElapsedTime(&ms[3], ev[3], ev[4]));
        ms[0] = 0;
        for (int k = 1; k < 4; k++) {
            total[k] += ms[k];
            if (ms[k] < best[k]) best[k] = ms[k];
        }
    }
    /* eos_dt alone (its interval above ended after the copy back was queued). */
    for (int s = 0; s <= steps; s++) {
        double big = 1e300;
        CK(cudaMemcpy(ddt, &big, sizeof big, cudaMemcpyHostToDevice));
        CK(cudaEventRecord(ev[0]));
        k_eos_dt<<<grid, 256>>>(cells, g.dx, drho, dE, de, dp, dcs, ddt);
        CK(cudaEventRecord(ev[1]));
        CK(cudaEventSynchronize(ev[1]));
        CK_LAUNCH();
        if (s == 0) continue;
        float ms;
        CK(cudaEventElapsedTime(&ms, ev[0], ev[1]));
        total[0] += ms;
        if (ms < best[0]) best[0] = ms;
    }
    for (int k = 0; k < 4; k++)
        printf("KERNEL cuda %-8s avg_us=%.1f best_us=%.1f\n", names[k], 1000.0 * total[k] / steps,
               1000.0 * best[k]);
    return 0;
}
