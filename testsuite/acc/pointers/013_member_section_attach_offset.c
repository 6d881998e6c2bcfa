// A section of a pointer member that does not start at the pointer's target (`s.b[1:n]`)
// attaches the member with the section's offset (OpenACC 3.3 §2.7.2): the device copy of `s`
// then points where `s.b[1]` on the device is the device copy of `s.b[1]`, so a compute
// construct reaching the section through `present(s)` writes the device copy (with discrete
// memory, an unattached member would write the host copy, which the copyout then overwrites).
// expect-exit: 0
// expect-stdout:
// | b[0] = 1, b[1] = -1, b[n] = -10, b[n+1] = 1
// | PASS
#include <stdio.h>
#include <stdlib.h>

struct field {
  int n;
  double *b;
};

static void negate(struct field *f) {
#pragma acc parallel loop present(f[0:1])
  for (int i = 1; i <= f->n; i++)
    f->b[i] = -i;
}

int main(void) {
  struct field s;
  s.n = 10;
  s.b = malloc((s.n + 2) * sizeof(double));
  for (int i = 0; i < s.n + 2; i++)
    s.b[i] = 1;
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(s.b[1:s.n])
  negate(&s);
#pragma acc exit data copyout(s.b[1:s.n])
#pragma acc exit data delete(s)
  printf("b[0] = %g, b[1] = %g, b[n] = %g, b[n+1] = %g\n", s.b[0], s.b[1], s.b[s.n], s.b[s.n + 1]);
  int ok = s.b[0] == 1 && s.b[s.n + 1] == 1;
  for (int i = 1; i <= s.n; i++)
    ok = ok && s.b[i] == -i;
  puts(ok ? "PASS" : "FAIL");
  free(s.b);
  return 0;
}
