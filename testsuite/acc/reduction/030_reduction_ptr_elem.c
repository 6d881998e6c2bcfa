// Reproducer reduction_ptr_elem_1 (issue 21): reduction(+:cnt[k]) on an element through a pointer.
// expect-from: hand (gcc 12 ICEs on array-element reductions; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | PASS 250 250 250 250
/* A reduction var may be an array element (OpenACC 3.3 2.5.15); here an element of an
   array reached through a pointer. oxacc: "reduction on the pointer section 'cnt' is not
   supported yet". */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n = 1000;
    int *cnt = calloc(4, sizeof *cnt);
    #pragma acc data copy(cnt[0:4])
    for (int k = 0; k < 4; k++) {
        #pragma acc parallel loop reduction(+:cnt[k])
        for (int i = 0; i < n; i++) cnt[k] += (i % 4 == k);
    }
    int ok = cnt[0] == 250 && cnt[1] == 250 && cnt[2] == 250 && cnt[3] == 250;
    printf("%s %d %d %d %d\n", ok ? "PASS" : "FAIL", cnt[0], cnt[1], cnt[2], cnt[3]);
    return !ok;
}
