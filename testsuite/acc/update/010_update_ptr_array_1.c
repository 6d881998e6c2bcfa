// Reproducer update_ptr_array_1 (issue 21): an update of rows behind an attached pointer array
// moves the rows' data, never the attached row pointers (OpenACC 3.3 §2.7.1, §2.14.4).
// expect-from: hand (gcc 12 rejects sections of pointer arrays; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | PASS bad=0
/* GPU only. "update device(m[r:1][0:n])" on a pointer array whose rows are attached
   (OpenACC 3.3 2.7.1 dynamic multidimensional arrays) also copies the host pointer m[r]
   over the attached device pointer, so the next kernel dereferences a host address. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    enum { R = 4, N = 256 };
    double **m = malloc(R * sizeof *m), *out = malloc(R * N * sizeof *out);
    for (int r = 0; r < R; r++) m[r] = calloc(N, sizeof **m);
    #pragma acc enter data copyin(m[0:R][0:N]) create(out[0:R*N])
    int shared = acc_deviceptr(m[0]) == (void *)m[0];     /* host device: one copy */
    for (int r = 0; r < R; r++) {
        for (int i = 0; i < N; i++) m[r][i] = r * 1000 + i;
        #pragma acc update device(m[r:1][0:N])
        for (int i = 0; i < N; i++) m[r][i] = -1;      /* changes the host copy only */
    }
    #pragma acc parallel loop collapse(2) present(m[0:R][0:N], out[0:R*N])
    for (int r = 0; r < R; r++)
        for (int i = 0; i < N; i++) out[r * N + i] = m[r][i];
    #pragma acc exit data copyout(out[0:R*N]) delete(m[0:R][0:N])
    int bad = 0;
    for (int k = 0; k < R * N; k++) bad += out[k] != (shared ? -1 : (k / N) * 1000 + k % N);
    printf("%s bad=%d\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
