// Ranges copied again and again, in mappings that end and begin again at the same host
// memory, and in two mappings that share a page: on a GPU the runtime page-locks a range of a
// mapping after a few copies and unlocks it when that mapping ends (decision 99), so a block
// freed and allocated again, possibly at the same address with other contents, and the
// neighbour of an ended mapping must still move the right bytes. Written as a code that
// allocates a work array per phase and refreshes part of it every iteration.
// expect-exit: 0
// expect-stdout:
// | phases ok 4, neighbours ok 1
#include <stdio.h>
#include <stdlib.h>

#define N (48 * 1024)   // 384 KiB of doubles
#define PART (16 * 1024) // 128 KiB refreshed each iteration
#define ITERS 6

// Adds `k` on the device to the refreshed part, then to everything.
static void kernel_add(double *w, long n, long part, double k) {
  #pragma acc parallel loop present(w[0:n])
  for (long i = 0; i < part; i++) w[i] += k;
  #pragma acc parallel loop present(w[0:n])
  for (long i = 0; i < n; i++) w[i] += 1.0;
}

static int phase(int ph) {
  double *w = malloc(N * sizeof *w);
  for (long i = 0; i < N; i++) w[i] = ph * 1000.0 + (double)(i % 17);
  #pragma acc enter data copyin(w[0:N])
  for (int it = 0; it < ITERS; it++) {
    for (long i = 0; i < PART; i++) w[i] = ph * 100.0 + it + (double)(i % 5);
    #pragma acc update device(w[0:PART]) async(ph % 2)
    #pragma acc wait(ph % 2)
    kernel_add(w, N, PART, 2.0);
    #pragma acc update self(w[0:PART]) async(ph % 2)
    #pragma acc wait(ph % 2)
    for (long i = 0; i < PART; i++)
      if (w[i] != ph * 100.0 + it + (double)(i % 5) + 3.0) return 0;
  }
  #pragma acc exit data copyout(w[0:N])
  int ok = 1;
  for (long i = PART; i < N; i++) ok &= w[i] == ph * 1000.0 + (double)(i % 17) + ITERS;
  for (long i = 0; i < PART; i++) ok &= w[i] == ph * 100.0 + ITERS - 1 + (double)(i % 5) + 3.0;
  free(w);
  return ok;
}

// Two mappings side by side in one block (their ends share a page); the first ends while
// the second goes on being refreshed.
static int neighbours(void) {
  long h = N / 2 + 3;
  double *v = malloc(N * sizeof *v);
  for (long i = 0; i < N; i++) v[i] = (double)i;
  double *x = v, *y = v + h;
  long ny = N - h;
  #pragma acc enter data copyin(x[0:h], y[0:ny])
  for (int it = 0; it < ITERS; it++) {
    for (long i = 0; i < h; i++) x[i] = it + 0.5;
    for (long i = 0; i < ny; i++) y[i] = it + 0.25;
    #pragma acc update device(x[0:h], y[0:ny])
    #pragma acc parallel loop present(x[0:h], y[0:ny])
    for (long i = 0; i < h; i++) x[i] *= 2.0;
    #pragma acc parallel loop present(y[0:ny])
    for (long i = 0; i < ny; i++) y[i] *= 4.0;
    #pragma acc update self(x[0:h], y[0:ny])
  }
  #pragma acc exit data delete(x[0:h])
  int ok = x[0] == (ITERS - 1 + 0.5) * 2.0 && x[h - 1] == x[0];
  for (int it = 0; it < ITERS; it++) {
    for (long i = 0; i < ny; i++) y[i] = -it - (double)(i % 3);
    #pragma acc update device(y[0:ny])
    #pragma acc parallel loop present(y[0:ny])
    for (long i = 0; i < ny; i++) y[i] += 10.0;
    #pragma acc update self(y[0:ny])
    for (long i = 0; i < ny; i++) ok &= y[i] == 10.0 - it - (double)(i % 3);
  }
  #pragma acc exit data delete(y[0:ny])
  free(v);
  return ok;
}

int main(void) {
  int phases = 0;
  for (int ph = 0; ph < 4; ph++) phases += phase(ph);
  int nb = neighbours();
  printf("phases ok %d, neighbours ok %d\n", phases, nb);
  return phases == 4 && nb ? 0 : 1;
}
