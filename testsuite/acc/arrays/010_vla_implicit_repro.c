// Reproducer vla_implicit_1 (issue 21): a VLA without a data clause is implicitly copy (§2.6.2).
// expect-exit: 0
// expect-stdout:
// | PASS
/* A variable-length array used in a compute region with no data clause is implicitly
   copy (OpenACC 3.3 2.6.2, aggregate). oxacc: "not supported yet" compile error. */
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int n = 32 * argc;
    double v[n];
    for (int i = 0; i < n; i++) v[i] = i;
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) v[i] *= 2.0;
    int bad = 0;
    for (int i = 0; i < n; i++) bad += v[i] != 2.0 * i;
    printf("%s\n", bad ? "FAIL" : "PASS");
    return bad != 0;
}
