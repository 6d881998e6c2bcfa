// Reproducer update_ptr_array_2 (issue 21): an update of rows behind an attached pointer array
// moves the rows' data, never the attached row pointers (OpenACC 3.3 §2.7.1, §2.14.4).
// expect-from: hand (gcc 12 rejects sections of pointer arrays; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | PASS host row pointers changed=0 bad=0
/* GPU only. "update self(m[r:1][0:n])" on an attached pointer array also copies the
   device pointer back over the host pointer m[r] (host then holds a device address). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    enum { R = 4, N = 256 };
    double **m = malloc(R * sizeof *m), **keep = malloc(R * sizeof *keep);
    for (int r = 0; r < R; r++) keep[r] = m[r] = calloc(N, sizeof **m);
    #pragma acc enter data copyin(m[0:R][0:N])
    #pragma acc parallel loop collapse(2) present(m[0:R][0:N])
    for (int r = 0; r < R; r++)
        for (int i = 0; i < N; i++) m[r][i] = r * 1000 + i;
    int moved = 0;
    for (int r = 0; r < R; r++) {
        #pragma acc update self(m[r:1][0:N])
        moved += m[r] != keep[r];
    }
    int bad = 0;
    for (int r = 0; r < R && !moved; r++)
        for (int i = 0; i < N; i++) bad += m[r][i] != r * 1000 + i;
    printf("%s host row pointers changed=%d bad=%d\n", moved || bad ? "FAIL" : "PASS", moved, bad);
    return moved || bad;
}
