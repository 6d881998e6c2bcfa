// Every reduction operator C allows on short (+ * max min & | ^ && ||) on one parallel loop;
// each reduction variable starts at a non-identity value, which the result must include.
// expect-exit: 0
// expect-stdout:
// | short: + -11 * -64 max 50 min -50 & -128 | 127 ^ 33 && 1 0 || 1 0
#include <stdio.h>
#include <stdbool.h>
#include <openacc.h>
#define N 100
int main(void) {
  short v[N], m[N], b[N];
  for (int i = 0; i < N; i++) {
    v[i] = (short)(((i * 37) % 101) - 50);
    m[i] = (short)(i % 17 == 0 ? 2 : (i % 23 == 0 ? -1 : 1));
    b[i] = (short)~(1ull << (i % 7));
  }
  short s = 3, p = -1, mx = (short)-7, mn = (short)100, a = (short)~0ull, o = 0, x = (short)0x21, l = 1, r = 0, l2 = 1, r2 = 0;
  #pragma acc parallel loop copyin(v, m, b) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) \
      reduction(&:a) reduction(|:o) reduction(^:x) reduction(&&:l, l2) reduction(||:r, r2)
  for (int i = 0; i < N; i++) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    a &= b[i];
    o |= (short)(1u << (i % 7));
    x ^= (short)(i & 0x3F);
    l = l && (i < N);
    l2 = l2 && (v[i] != 0);
    r = r || (i == N / 2);
    r2 = r2 || (i > N);
  }
  short es = 3, ep = -1, emx = (short)-7, emn = (short)100, ea = (short)~0ull, eo = 0, ex = (short)0x21, el = 1, er = 0, el2 = 1, er2 = 0;
  for (int i = 0; i < N; i++) {
    es += v[i];
    ep *= m[i];
    emx = v[i] > emx ? v[i] : emx;
    emn = v[i] < emn ? v[i] : emn;
    ea &= b[i];
    eo |= (short)(1u << (i % 7));
    ex ^= (short)(i & 0x3F);
    el = el && (i < N);
    el2 = el2 && (v[i] != 0);
    er = er || (i == N / 2);
    er2 = er2 || (i > N);
  }
  printf("short: + %lld * %lld max %lld min %lld & %lld | %lld ^ %lld && %lld %lld || %lld %lld\n",
         (long long)s, (long long)p, (long long)mx, (long long)mn, (long long)a, (long long)o, (long long)x, (long long)l, (long long)l2, (long long)r, (long long)r2);
  int bad = (s != es) + (p != ep) + (mx != emx) + (mn != emn) + (a != ea) + (o != eo) + (x != ex) + (l != el) + (l2 != el2) + (r != er) + (r2 != er2);
  return bad != 0;
}
