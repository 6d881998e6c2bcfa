void g(int n, double *x) {
#pragma omp parallel
  {
#pragma omp teams
    x[0] = 1;
  }
#pragma omp teams
  {
#pragma omp single
    x[1] = 2;
#pragma omp barrier
#pragma omp parallel
    {
#pragma omp distribute
      for (int i = 0; i < n; i++) x[i] = 3;
    }
#pragma omp teams
    x[2] = 4;
  }
#pragma omp parallel
  {
#pragma omp loop bind(teams)
    for (int i = 0; i < n; i++) x[i] = 5;
  }
#pragma omp teams
  {
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) x[i] = 6;
#pragma omp parallel for
    for (int i = 0; i < n; i++) x[i] = 7;
#pragma omp loop
    for (int i = 0; i < n; i++) x[i] = 8;
  }
}
// Host teams (OpenMP 5.0 §2.7, decision 81): gcc 12 reports errors on the same lines, with the
// same wording on lines 4, 9, 11 and 14; on line 17 it says "only 'distribute', 'parallel' or
// 'loop' regions are allowed ...", on line 22 "'bind(teams)' on a 'loop' region not strictly
// nested inside of a 'teams' region". Lines 24-33 are valid.
// expect-error: 4:13: 'teams' construct must be closely nested inside of 'target' construct or not nested in any OpenMP construct
// expect-error: 9:13: only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region
// expect-error: 11:13: only 'distribute', 'parallel' or 'loop' regions are allowed to be strictly nested inside 'teams' region
// expect-error: 14:13: distribute region must be strictly nested inside teams construct
// expect-error: 17:13: 'teams' construct must be closely nested inside of 'target' construct or not nested in any OpenMP construct
// expect-error: 22:13: 'loop' with 'bind(teams)' must be closely nested in a 'teams' region
