// Reproducer present_pointer_1 (issue 21): present(a, b) of pointer parameters looks up their targets.
// expect-exit: 0
// expect-stdout:
// | PASS bad=0
/* A function gets plain pointers whose targets the caller put on the device, and names the
   pointers in present(...), as the OpenACC training materials write it. oxacc looks up the
   8 bytes of the pointer variable itself: "not present" on a GPU. nvc finds the targets. */
#include <stdio.h>
#include <stdlib.h>

static void smooth(double *restrict a, double *restrict b, int n) {
    #pragma acc parallel loop present(a, b)
    for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}

int main(void) {
    int n = 1 << 20;
    double *a = malloc(n * sizeof *a), *b = calloc(n, sizeof *b);
    for (int i = 0; i < n; i++) a[i] = i % 3;
    #pragma acc data copyin(a[0:n]) copy(b[0:n])
    smooth(a, b, n);
    int bad = 0;
    for (int i = 1; i < n - 1; i++) bad += b[i] != 1.0;
    printf("%s bad=%d\n", bad ? "FAIL" : "PASS", bad);
    return bad != 0;
}
