// Reproducer ldcomplex_reduction_1 (issue 21): a vector-loop reduction of long double _Complex
// with 8 warps per gang; on the GPU each warp's partial sum needs a 32-byte slot of the shared
// scratch (the PTX check is crates/oxacc-driver/src/device.rs long_double_complex_reductions_…).
// expect-exit: 0
// expect-stdout:
// | PASS got 49156.0+32776.0i want 49156.0+32776.0i
/* GPU only. A vector-loop reduction of long double _Complex stages each warp's partial
   sum in a 16-byte slot of the shared scratch, but the value is 32 bytes (two x87
   images): with more than one warp per gang, neighbouring warps' parts overlap. */
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 1 << 14;
    long double _Complex *a = malloc(n * sizeof *a), t = 10 + 10 * I, h = 10 + 10 * I;
    for (int i = 0; i < n; i++) a[i] = (i % 7) + (i % 5) * I;   /* exact in double */
    #pragma acc parallel loop gang vector vector_length(256) copyin(a[0:n]) reduction(+:t)
    for (int i = 0; i < n; i++) t += a[i];
    for (int i = 0; i < n; i++) h += a[i];
    int ok = creall(t) == creall(h) && cimagl(t) == cimagl(h);
    printf("%s got %.1Lf%+.1Lfi want %.1Lf%+.1Lfi\n", ok ? "PASS" : "FAIL",
           creall(t), cimagl(t), creall(h), cimagl(h));
    return !ok;
}
