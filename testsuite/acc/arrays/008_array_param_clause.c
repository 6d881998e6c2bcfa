// Reproducer array_param_clause_1 (issue 21): copy(A) of a parameter declared double A[N][N]
// maps the declared extents A[0:N][0:N], not the 8-byte pointer C passes.
// remark: copy(A): the array parameter is mapped as A[0:512][0:512]
// expect-exit: 0
// expect-stdout:
// | PASS bad=0
/* A data clause that names an array *parameter* declared with its extents (double A[N][N]), as
   PolyBench and many teaching codes write it. C adjusts the parameter to a pointer, so oxacc maps
   only the 8-byte pointer: on a GPU the kernel then dereferences a host address (and on the host
   with OXACC_HOST_MEMORY=discrete it crashes). The user wrote the extents: map A[0:N][0:N], with a
   remark that says so, and warn where the first extent is unknown (double A[][N]). */
#include <stdio.h>

#define N 512

static void scale(double A[N][N], double f) {
    #pragma acc parallel loop collapse(2) copy(A)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) A[i][j] *= f;
}

static double M[N][N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) M[i][j] = i + j;
    scale(M, 2.0);
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) bad += M[i][j] != 2.0 * (i + j);
    printf("%s bad=%d\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
