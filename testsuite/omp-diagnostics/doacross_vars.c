void f(int n, double *x) {
  int i;
#pragma omp parallel for ordered(2)
  for (i = 1; i < n; i++)
    for (int j = 1; j < n; j++) {
#pragma omp ordered depend(sink: j - 1, i) depend(sink: i - 1, n)
      x[i] = x[i - 1];
#pragma omp ordered doacross(sink: i, j - 1) doacross(sink: n, j)
#pragma omp ordered depend(source)
    }
}

// A sink vector names the loop variables of the doacross nest in order, each plus or minus a
// constant (OpenMP 4.5 §2.13.9; 5.2 §15.9.6 respells it `doacross(sink: …)`). Expected
// diagnostics (oxacc -fopenmp -fsyntax-only); gcc 12 -fopenmp -c reports line 6 with the same
// words (its columns point at the clause), and has no doacross clause (line 8).
// expect-error: 6:34: variable 'j' is not an iteration of outermost loop 1, expected 'i'
// expect-error: 6:41: variable 'i' is not an iteration of outermost loop 2, expected 'j'
// expect-error: 6:64: variable 'n' is not an iteration of outermost loop 2, expected 'j'
// expect-error: 8:61: variable 'n' is not an iteration of outermost loop 1, expected 'i'
