// detach(event) on task (OpenMP 5.0 §2.10.1): a detached task completes only when its body
// has run and its event has been fulfilled with omp_fulfill_event. Here a task waiting on a
// detached task's dependence must not start before another task, which fills the data in a
// target region, fulfils the event; an event may be fulfilled before the task's body runs
// (taskwait then waits for the body only). Before, the clause was an error ("unknown clause
// 'detach'"; OpenMP_VV 5.0 test_task_detach).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 999000 body 1 filled 1
// | early 5
#include <omp.h>
#include <stdio.h>

#define N 1000

static void fill_and_fulfil(omp_event_handle_t ev, int *data, int n, int *filled) {
#pragma omp target map(tofrom: data[0:n])
  for (int i = 0; i < n; i++)
    data[i] = 2 * i;
#pragma omp atomic write
  *filled = 1;
  omp_fulfill_event(ev);
}

static long sum_of(const int *data, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += data[i];
  return s;
}

int main(void) {
  static int data[N];
  long sum = -1;
  int body = 0, body_seen = -1, filled = 0, filled_seen = -1;
  omp_event_handle_t ev;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp task depend(out: data) detach(ev)
    body = 1;
#pragma omp task
    fill_and_fulfil(ev, data, N, &filled);
#pragma omp task depend(in: data)
    {
      sum = sum_of(data, N);
      body_seen = body;
#pragma omp atomic read
      filled_seen = filled;
    }
  }
  printf("sum %ld body %d filled %d\n", sum, body_seen, filled_seen);

  int x = 0;
  omp_event_handle_t ev3;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task detach(ev3) shared(x)
    x = 5;
    omp_fulfill_event(ev3);
#pragma omp taskwait
  }
  printf("early %d\n", x);
  return 0;
}
