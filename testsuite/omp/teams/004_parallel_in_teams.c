// parallel regions inside host teams (5.0 §2.7: a parallel region may be strictly nested in a
// teams region): each team calls a function whose parallel for fills its slice of an array;
// a reduction on teams collects what every team's threads computed; omp_get_team_num() is
// the team's inside its parallel region too.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | filled ok: yes, dot 28680.00 (serial 28680.00)
// | parallel regions ran: yes
#include <stdio.h>
#include <omp.h>

#define N 240

static void fill(double *v, int lo, int hi, int team, int *bad) {
#pragma omp parallel for
  for (int i = lo; i < hi; i++) {
    v[i] = 0.5 * i;
    if (omp_get_team_num() != team)
      *bad = 1;
  }
}

static double dot(const double *a, const double *b, int n) {
  double s = 0.0;
#pragma omp teams num_teams(4) reduction(+: s)
  {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    int lo = n * t / nt, hi = n * (t + 1) / nt;
    double part = 0.0;
#pragma omp parallel for reduction(+: part)
    for (int i = lo; i < hi; i++)
      part += a[i] * b[i];
    s += part;
  }
  return s;
}

int main(void) {
  static double v[N], w[N];
  int bad = 0;
#pragma omp teams num_teams(3) thread_limit(3)
  {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    fill(v, N * t / nt, N * (t + 1) / nt, t, &bad);
  }
  for (int i = 0; i < N; i++)
    w[i] = 2.0;
  double check = 0.0;
  for (int i = 0; i < N; i++)
    check += v[i] * w[i];
  double d = dot(v, w, N);
  printf("filled ok: %s, dot %.2f (serial %.2f)\n", bad ? "no" : "yes", d, check);

  int threads_seen = 0;
#pragma omp teams num_teams(2) reduction(+: threads_seen)
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
      threads_seen++;
    }
  }
  printf("parallel regions ran: %s\n", threads_seen >= 1 ? "yes" : "no");
  return bad;
}
