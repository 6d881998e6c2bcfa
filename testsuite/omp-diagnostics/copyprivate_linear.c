int g;
int tp;
#pragma omp threadprivate(tp)
void h(int *a) {
  int x = 0, y = 0;
#pragma omp for lastprivate(x)
  for (int i = 0; i < 10; i++) x = i;
#pragma omp single firstprivate(y)
  y++;
#pragma omp for firstprivate(g)
  for (int i = 0; i < 10; i++) a[i] = g;
}
int main(void) {
  int x = 0, y = 0, a[10];
  double d = 0;
#pragma omp parallel
  {
    int z = 0;
#pragma omp single copyprivate(x)
    x++;
#pragma omp single copyprivate(g)
    g++;
#pragma omp single copyprivate(z, tp)
    z++;
#pragma omp for linear(d)
    for (int i = 0; i < 10; i++) d += 1;
#pragma omp for linear(a)
    for (int i = 0; i < 10; i++) a[i] = i;
  }
#pragma omp parallel for linear(x)
  for (x = 0; x < 10; x++) ;
#pragma omp parallel private(y)
  {
#pragma omp sections lastprivate(y)
    { y = 1; }
  }
  return x;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 6:29: lastprivate variable 'x' is private in outer context
// expect-error: 8:33: firstprivate variable 'y' is private in outer context
// expect-error: 19:32: copyprivate variable 'x' is not threadprivate or private in outer context
// expect-error: 21:32: copyprivate variable 'g' is not threadprivate or private in outer context
// expect-error: 25:24: linear clause applied to non-integral non-pointer variable with type 'double'
// expect-error: 27:24: linear clause applied to non-integral non-pointer variable with type 'int[10]'
// expect-error: 30:33: iteration variable 'x' should not be linear
// expect-error: 34:34: lastprivate variable 'y' is private in outer context
