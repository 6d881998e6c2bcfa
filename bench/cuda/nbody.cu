/* n-body forces in CUDA: bodies staged through shared memory in tiles of 256 (GPU Gems 3,
 * ch. 31). Two kernels: `nbody` computes the inverse distance as `1.0f / sqrtf(d2)`, what the
 * OpenACC source says (IEEE square root and division, as any OpenACC compiler at -O2 must),
 * so that row compares like with like; `nbody_rsqrtf` uses the approximate `rsqrtf`, what
 * `-gpu=fastmath` / `-Ofast` allow (compare it with an oxacc build with one of those). */
#define BENCH_CUDA
#include "../acc/nbody.c"
#include "cuda_bench.h"

#define NB_TILE 256

template <bool APPROX>
__global__ void k_forces(const float *x, const float *y, const float *z, const float *m, float *vx,
                         float *vy, float *vz, float *ax, float *ay, float *az, long n) {
    __shared__ float4 tile[NB_TILE];
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    float xi = i < n ? x[i] : 0.0f, yi = i < n ? y[i] : 0.0f, zi = i < n ? z[i] : 0.0f;
    float sx = 0.0f, sy = 0.0f, sz = 0.0f;
    for (long j0 = 0; j0 < n; j0 += NB_TILE) {
        long j = j0 + threadIdx.x;
        tile[threadIdx.x] = j < n ? make_float4(x[j], y[j], z[j], m[j]) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < NB_TILE; k++) {
            float4 b = tile[k];
            float dx = b.x - xi, dy = b.y - yi, dz = b.z - zi;
            float d2 = dx * dx + dy * dy + dz * dz + SOFTENING * SOFTENING;
            float inv = APPROX ? rsqrtf(d2) : 1.0f / sqrtf(d2);
            float f = b.w * inv * inv * inv;
            sx += f * dx;
            sy += f * dy;
            sz += f * dz;
        }
        __syncthreads();
    }
    if (i < n) {
        ax[i] = sx;
        ay[i] = sy;
        az[i] = sz;
        vx[i] += DT * sx;
        vy[i] += DT * sy;
        vz[i] += DT * sz;
    }
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    float *h[10];
    for (int k = 0; k < 10; k++) h[k] = (float *)bench_alloc(sizeof(float) * n);
    nbody_init(h[0], h[1], h[2], h[3], h[4], h[5], h[6], n);
    float *d[10];
    for (int k = 0; k < 10; k++) d[k] = to_device(k < 7 ? h[k] : (const float *)NULL, n);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    int bad = 0;
    for (int approx = 0; approx < 2; approx++) {
        for (int k = 4; k < 7; k++) CK(cudaMemcpy(d[k], h[k], sizeof(float) * n, cudaMemcpyHostToDevice));
        bench_timer t;
        bench_timer_init(&t);
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = sync_now();
            if (approx)
                k_forces<true><<<blocks_for(n, NB_TILE), NB_TILE>>>(d[0], d[1], d[2], d[3], d[4], d[5],
                                                                    d[6], d[7], d[8], d[9], n);
            else
                k_forces<false><<<blocks_for(n, NB_TILE), NB_TILE>>>(d[0], d[1], d[2], d[3], d[4], d[5],
                                                                     d[6], d[7], d[8], d[9], n);
            CK_LAUNCH();
            double t1 = sync_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
        for (int k = 7; k < 10; k++) to_host(h[k], d[k], n);
        int ok = nbody_check(h[0], h[1], h[2], h[3], h[7], h[8], h[9], n);
        bad |= bench_result(approx ? "nbody_rsqrtf" : "nbody", size, &t, 10.0 * sizeof(float) * n,
                            20.0 * (double)n * n, "fp32", NULL, ok);
    }
    return bad;
}
