// Every reduction operator C allows on _Bool (+ * max min & | ^ && ||) on one parallel loop;
// each reduction variable starts at a non-identity value, which the result must include.
// expect-exit: 0
// expect-stdout:
// | _Bool: + 1 * 0 max 1 min 0 & 0 | 1 ^ 1 && 1 0 || 1 0
#include <stdio.h>
#include <stdbool.h>
#include <openacc.h>
#define N 100
int main(void) {
  _Bool v[N], m[N], b[N];
  for (int i = 0; i < N; i++) {
    v[i] = (i % 3) != 0;
    m[i] = i != 50;
    b[i] = (i % 7) == 0;
  }
  _Bool s = 0, p = 1, mx = 0, mn = 1, a = 1, o = 0, x = 0, l = 1, r = 0, l2 = 1, r2 = 0;
  #pragma acc parallel loop copyin(v, m, b) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) \
      reduction(&:a) reduction(|:o) reduction(^:x) reduction(&&:l, l2) reduction(||:r, r2)
  for (int i = 0; i < N; i++) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    a &= b[i];
    o |= v[i];
    x ^= b[i];
    l = l && (i < N);
    l2 = l2 && m[i];
    r = r || (i == N / 2);
    r2 = r2 || (i > N);
  }
  _Bool es = 0, ep = 1, emx = 0, emn = 1, ea = 1, eo = 0, ex = 0, el = 1, er = 0, el2 = 1, er2 = 0;
  for (int i = 0; i < N; i++) {
    es += v[i];
    ep *= m[i];
    emx = v[i] > emx ? v[i] : emx;
    emn = v[i] < emn ? v[i] : emn;
    ea &= b[i];
    eo |= v[i];
    ex ^= b[i];
    el = el && (i < N);
    el2 = el2 && m[i];
    er = er || (i == N / 2);
    er2 = er2 || (i > N);
  }
  printf("_Bool: + %llu * %llu max %llu min %llu & %llu | %llu ^ %llu && %llu %llu || %llu %llu\n",
         (unsigned long long)s, (unsigned long long)p, (unsigned long long)mx, (unsigned long long)mn, (unsigned long long)a, (unsigned long long)o, (unsigned long long)x, (unsigned long long)l, (unsigned long long)l2, (unsigned long long)r, (unsigned long long)r2);
  int bad = (s != es) + (p != ep) + (mx != emx) + (mn != emn) + (a != ea) + (o != eo) + (x != ex) + (l != el) + (l2 != el2) + (r != er) + (r2 != er2);
  return bad != 0;
}
