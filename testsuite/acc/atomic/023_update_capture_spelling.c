// `atomic update capture` with a structured block: the spelling OpenACC 2.0-2.5 §2.12 gave the
// capture form, still accepted by nvc and gcc. A ticket counter hands out distinct numbers (the
// captured old values), a shift-left capture records each power of two once, and a
// `{x = expr + x; v = x;}` block captures running sums whose maximum is the total.
// expect-exit: 0
// expect-stdout:
// | tickets distinct 1 sum 523776 next 1024
// | shift final 1024 captured 1023
// | running total 5120 max 5120 count 1024
#include <stdio.h>
#include <openacc.h>
#define N 1024

int main(void) {
  static int ticket[N], seen[N];
  int next = 0;
  #pragma acc parallel loop copy(next) copyout(ticket)
  for (int i = 0; i < N; i++) {
    int t;
    #pragma acc atomic update capture
    {
      t = next;
      next++;
    }
    ticket[i] = t;
  }
  long sum = 0;
  int distinct = 1;
  for (int i = 0; i < N; i++) seen[i] = 0;
  for (int i = 0; i < N; i++) {
    sum += ticket[i];
    if (ticket[i] < 0 || ticket[i] >= N || seen[ticket[i]]++) distinct = 0;
  }
  printf("tickets distinct %d sum %ld next %d\n", distinct, sum, next);

  unsigned bits = 1, old[10];
  #pragma acc parallel loop copy(bits) copyout(old)
  for (int i = 0; i < 10; i++) {
    unsigned v;
    #pragma acc atomic update capture
    {
      v = bits;
      bits = bits << 1;
    }
    old[i] = v;
  }
  unsigned mask = 0;
  for (int i = 0; i < 10; i++) mask |= old[i];
  printf("shift final %u captured %u\n", bits, mask);

  double total = 0, mx = 0, run[N];
  #pragma acc parallel loop copy(total) copyout(run)
  for (int i = 0; i < N; i++) {
    double v;
    #pragma acc atomic update capture
    {
      total = 5.0 + total;
      v = total;
    }
    run[i] = v;
  }
  int count = 0;
  for (int i = 0; i < N; i++) {
    if (run[i] > mx) mx = run[i];
    if (run[i] >= 5.0) count++;
  }
  printf("running total %.0f max %.0f count %d\n", total, mx, count);
  return !(distinct && next == N && bits == 1024u && mask == 1023u && mx == total);
}
