// Reproducer private_ptr_section_1 (issue 21): firstprivate/private of a pointer subarray.
// expect-from: hand (gcc 12 rejects subarrays in private/firstprivate; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | PASS
/* private/firstprivate may name a subarray (a var in the list, OpenACC 3.3 2.5.13/2.5.14).
   oxacc: "private copies of pointer sections ('t') are not supported yet". */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 64, bad = 0;
    double *t = malloc(4 * sizeof *t), *out = malloc(n * sizeof *out);
    for (int k = 0; k < 4; k++) t[k] = k + 1;          /* sum 10 */
    #pragma acc parallel loop firstprivate(t[0:4]) copyout(out[0:n])
    for (int i = 0; i < n; i++) out[i] = t[0] + t[1] + t[2] + t[3] + i;
    for (int i = 0; i < n; i++) bad += out[i] != 10.0 + i;
    #pragma acc parallel loop private(t[0:4]) copyout(out[0:n])
    for (int i = 0; i < n; i++) { t[i % 4] = i; out[i] = t[i % 4]; }
    for (int i = 0; i < n; i++) bad += out[i] != (double)i;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
