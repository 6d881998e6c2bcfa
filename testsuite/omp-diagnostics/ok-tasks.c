// Valid uses of the tasking, ordered, copyprivate, linear, proc_bind and array-reduction
// constructs: no diagnostic, and OIR that verifies before and after omp-lower.
int tp;
#pragma omp threadprivate(tp)
long fib(int n) {
  long a, b;
  if (n < 2)
    return n;
#pragma omp task shared(a) if(n > 10) final(n < 5) untied
  a = fib(n - 1);
#pragma omp task shared(b) mergeable priority(2)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}
void g(int n, int *p, double *x) {
  int hist[8] = {0}, j = 0;
  long scratch = 0;
#pragma omp parallel proc_bind(spread) num_threads(4) private(scratch) allocate(scratch)
  {
    int v;
    scratch = 1;
#pragma omp single copyprivate(v, tp)
    {
      v = 3;
      tp = 4;
    }
#pragma omp single nowait
    {
#pragma omp taskgroup
      {
#pragma omp task depend(out: p[0:n]) firstprivate(n)
        p[0] = n;
#pragma omp task depend(in: p[0:n]) depend(inout: x[0])
        x[0] += p[0];
#pragma omp task depend(mutexinoutset: j)
        j++;
      }
#pragma omp taskyield
    }
#pragma omp for ordered schedule(dynamic, 2) linear(j: 2) reduction(+: hist, p[0:n])
    for (int i = 0; i < n; i++) {
      hist[i % 8]++;
      p[i % n] += 1;
#pragma omp ordered
      x[i] = j;
      j += 2;
    }
  }
}
