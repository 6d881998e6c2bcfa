/* Thread safety: several host threads map, update and unmap their own arrays and one shared
 * array at the same time; counters must stay exact (OpenACC 3.3 §2.6.7). */
#include "check.h"
#include <pthread.h>

enum { T = 8, N = 4096, ITER = 300 };
static double priv[T][N];
static double shared_arr[N];
static int bad[T];

static void *work(void *arg) {
  long t = (long)arg;
  for (int it = 0; it < ITER; it++) {
    for (int i = 0; i < N; i++) priv[t][i] = t * 1000.0 + it;
    double *d = acc_copyin(priv[t], sizeof priv[t]);
    acc_copyin(shared_arr, sizeof shared_arr); /* present increment */
    double v = -1.0 * it;
    acc_memcpy_to_device(d + 7, &v, sizeof v);
    acc_update_self_async(priv[t], sizeof priv[t], (int)t);
    acc_wait((int)t);
    bad[t] += priv[t][7] != v || priv[t][8] != t * 1000.0 + it;
    acc_delete(shared_arr, sizeof shared_arr);
    acc_copyout(priv[t], sizeof priv[t]);
  }
  return NULL;
}

int main(void) {
  int disc = is_discrete();
  acc_copyin(shared_arr, sizeof shared_arr);
  pthread_t th[T];
  for (long t = 0; t < T; t++) pthread_create(&th[t], NULL, work, (void *)t);
  for (int t = 0; t < T; t++) pthread_join(th[t], NULL);
  for (int t = 0; t < T; t++) CHECK(bad[t] == 0);
  CHECK(acc_is_present(shared_arr, sizeof shared_arr));
  acc_delete(shared_arr, sizeof shared_arr);
  if (disc) {
    CHECK(!acc_is_present(shared_arr, sizeof shared_arr));
    for (int t = 0; t < T; t++) CHECK(!acc_is_present(priv[t], sizeof priv[t]));
  }
  DONE();
}
