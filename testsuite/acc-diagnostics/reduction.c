struct pt { int x, y; };
void f(int n, double *a) {
  double s = 0;
  float m = 0;
  struct pt p = {0, 0};
  int k = 0;
#pragma acc parallel loop reduction(&:s)
  for (int i = 0; i < n; i++) s += a[i];
#pragma acc parallel loop reduction(max:p)
  for (int i = 0; i < n; i++) p.x += 1;
#pragma acc parallel loop reduction(|:m)
  for (int i = 0; i < n; i++) m += 1;
#pragma acc parallel loop reduction(+:p)
  for (int i = 0; i < n; i++) p.y += 1;
#pragma acc parallel loop reduction(^:k) reduction(min:s)
  for (int i = 0; i < n; i++) k ^= i;
  int h[2] = {0, 0};
#pragma acc parallel loop reduction(+:h[0:1]) reduction(max:h[1:1])
  for (int i = 0; i < n; i++) h[0] += i;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 7:39: OpenACC reduction operator '&' is not valid for variable 's' of type 'double'
// expect-error: 9:41: OpenACC reduction operator 'max' is not valid for variable 'p' of type 'struct pt'
// expect-error: 11:39: OpenACC reduction operator '|' is not valid for variable 'm' of type 'float'
// expect-error: 13:39: OpenACC reduction operator '+' is not valid for variable 'p' of type 'struct pt'
// expect-error: 18:61: OpenACC variable 'h' appears in more than one reduction clause
