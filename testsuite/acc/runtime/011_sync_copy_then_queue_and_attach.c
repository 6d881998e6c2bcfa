// Work that follows a synchronous copy to the device must see the copied data, whichever
// stream it runs on (OpenACC 3.3 §2.7.7 copyin, §2.7.2 attach, §2.16.1 async): a kernel on an
// async queue right after `update device`, the attachment of a struct's pointer member right
// after the struct's copyin (the attach must not be overwritten by the struct's own copy),
// and `update self` right after `update device` (stale device contents would bring back the
// previous round's values). With a CUDA device, libaccrt orders its
// streams after the driver's pending copy with an event rather than a host wait (decision 54):
// this program is one of the stress runs for it (many rounds, fresh values each round).
// expect-exit: 0
// expect-stdout:
// | rounds 50 queue 0 attach 0 roundtrip 0
#include <stdio.h>
#include <stdlib.h>

#define LEN 20000
#define ROUNDS 50

typedef struct {
  int n;
  double *p;
} vec;

static long queue_check(double *a, int len, int r) {
  for (int i = 0; i < len; i++) a[i] = r * 100.0 + i % 13;
#pragma acc update device(a[0:len])
#pragma acc parallel loop present(a[0:len]) async(1)
  for (int i = 0; i < len; i++) a[i] = a[i] * 2.0;
#pragma acc wait(1)
#pragma acc update self(a[0:len])
  long wrong = 0;
  for (int i = 0; i < len; i++)
    if (a[i] != 2.0 * (r * 100.0 + i % 13)) wrong++;
  return wrong;
}

static long attach_check(int r) {
  vec v;
  v.n = LEN;
  v.p = malloc(sizeof(double) * LEN);
  for (int i = 0; i < LEN; i++) v.p[i] = r + i % 7;
#pragma acc enter data copyin(v)
#pragma acc enter data copyin(v.p[0:LEN])
  double sum = 0.0;
#pragma acc parallel loop present(v) reduction(+:sum)
  for (int i = 0; i < v.n; i++) sum += v.p[i];
#pragma acc exit data delete(v.p[0:LEN])
#pragma acc exit data delete(v)
  double want = 0.0;
  for (int i = 0; i < LEN; i++) want += r + i % 7;
  free(v.p);
  return sum != want;
}

static long roundtrip_check(double *b, int len, int r) {
  for (int i = 0; i < len; i++) b[i] = r - i % 11;
#pragma acc update device(b[0:len])
#pragma acc update self(b[0:len])
  long wrong = 0;
  for (int i = 0; i < len; i++)
    if (b[i] != r - i % 11) wrong++;
  return wrong;
}

int main(void) {
  double *a = malloc(sizeof(double) * LEN), *b = malloc(sizeof(double) * LEN);
  long q = 0, at = 0, rt = 0;
#pragma acc data create(a[0:LEN], b[0:LEN])
  for (int r = 0; r < ROUNDS; r++) {
    q += queue_check(a, LEN, r);
    at += attach_check(r);
    rt += roundtrip_check(b, LEN, r);
  }
  printf("rounds %d queue %ld attach %ld roundtrip %ld\n", ROUNDS, q, at, rt);
  free(a);
  free(b);
  return q + at + rt != 0;
}
