// detach(event) on tasks in target regions (OpenMP 5.0 §2.10.1, §3.5.1): a detachable task
// in a target region, in every thread of a combined loop, and in a `declare target` function
// called from the host and from a target region, each fulfilled in its body (an undeferred
// task completes only when fulfilled, so a fulfilment after it in the same thread would wait
// forever where tasks are included: gcc's host fallback does). On
// the device a task is included: it completes when its body returns and
// `omp_fulfill_event` does nothing (as clang's device runtime; decision 105); the event
// gets a handle that libomp's `omp_fulfill_event` leaves alone on the host back end.
// Before: "'omp_fulfill_event' has no device version ... the target region runs only on the
// host", and on the host back end libomp's routine read an uninitialised handle.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | region sum 32640 after 1
// | loop 1000 each 2000
// | host 4950 device 5950
#include <omp.h>
#include <stdio.h>

#define N 256
#define M 100

#pragma omp declare target
static void produce(int *x, int n, int base) {
  omp_event_handle_t ev;
#pragma omp task detach(ev) firstprivate(x, n, base)
  {
    for (int i = 0; i < n; i++)
      x[i] = base + i;
    omp_fulfill_event(ev);
  }
#pragma omp taskwait
}
#pragma omp end declare target

static long region(int *a, int *after) {
  long sum = 0;
#pragma omp target map(from: a[0:N]) map(tofrom: sum, after[0:1])
  {
    omp_event_handle_t ev;
#pragma omp task detach(ev) depend(out: a[0:N]) shared(a)
    {
      for (int i = 0; i < N; i++)
        a[i] = i;
      omp_fulfill_event(ev);
    }
#pragma omp task depend(in: a[0:N]) shared(a, sum)
    for (int i = 0; i < N; i++)
      sum += a[i];
#pragma omp taskwait
    *after = 1;
  }
  return sum;
}

static void loop(int *out, int n) {
#pragma omp target teams distribute parallel for map(from: out[0:n])
  for (int i = 0; i < n; i++) {
    omp_event_handle_t ev;
    int v = 0;
#pragma omp task detach(ev) shared(v)
    {
      v = 2 * i + 1;
      omp_fulfill_event(ev);
    }
#pragma omp taskwait
    out[i] = v + 1;
  }
}

int main(void) {
  static int a[N], out[1000], h[M], d[M];
  int after = 0;
  long s = region(a, &after);
  printf("region sum %ld after %d\n", s, after);
  loop(out, 1000);
  int ok = 0;
  for (int i = 0; i < 1000; i++)
    ok += out[i] == 2 * i + 2;
  printf("loop %d each %d\n", ok, out[999]);
#pragma omp parallel num_threads(2)
#pragma omp single
  produce(h, M, 0);
#pragma omp target map(from: d)
  produce(d, M, 10);
  long hs = 0, ds = 0;
  for (int i = 0; i < M; i++) {
    hs += h[i];
    ds += d[i];
  }
  printf("host %ld device %ld\n", hs, ds);
  return 0;
}
