// Sieve of Eratosthenes: the multiples of each prime struck out by a worksharing loop,
// primes counted by reduction and the twin primes counted by an atomic counter.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | primes below 200000: 17984, twin pairs: 2160
#include <stdio.h>
#include <string.h>
#include <omp.h>

#define N 200000

int main(void) {
  static char composite[N + 1];
  memset(composite, 0, sizeof composite);
  for (int p = 2; (long)p * p <= N; p++) {
    if (composite[p]) continue;
#pragma omp parallel for schedule(static, 512)
    for (int m = p * p; m <= N; m += p) composite[m] = 1;
  }
  int primes = 0, twins = 0;
#pragma omp parallel for reduction(+:primes)
  for (int i = 2; i <= N; i++) {
    if (!composite[i]) {
      primes++;
      if (i + 2 <= N && !composite[i + 2]) {
#pragma omp atomic
        twins++;
      }
    }
  }
  printf("primes below %d: %d, twin pairs: %d\n", N, primes, twins);
  return 0;
}
