// A `declare`d global and a routine that reads it, both defined in another translation
// unit: this file sees the global through an extern declaration (with the same declare
// directive, OpenACC 3.3 §2.13) and updates its device copy, which the other file's routine
// reads; the device link puts both files' device code in one module, so there is one
// device copy of `table`.
// link-with-acc: helpers/table.c
// expect-from: hand (gcc -fopenacc also needs the helper compiled for its offload target)
// expect-exit: 0
// expect-stdout:
// | routine and declare from another file: out[70] = 12, 0 wrong
#include <stdio.h>
#define N 64
extern double table[N];
#pragma acc declare create(table)
#pragma acc routine seq
double lookup(int i);
int main(void) {
  for (int i = 0; i < N; i++) table[i] = i;
#pragma acc update device(table)
  double out[256];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 256; i++) out[i] = lookup(i);
  int bad = 0;
  for (int i = 0; i < 256; i++) bad += out[i] != 2.0 * (i % N);
  printf("routine and declare from another file: out[70] = %g, %d wrong\n", out[70], bad);
  return bad != 0;
}
