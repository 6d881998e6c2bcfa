// Every reduction operator C allows on unsigned long (+ * max min & | ^ && ||) on one parallel loop;
// each reduction variable starts at a non-identity value, which the result must include.
// expect-exit: 0
// expect-stdout:
// | unsigned long: + 4989 * 192 max 100 min 0 & 18446744073709551488 | 127 ^ 33 && 1 0 || 1 0
#include <stdio.h>
#include <stdbool.h>
#include <openacc.h>
#define N 100
int main(void) {
  unsigned long v[N], m[N], b[N];
  for (int i = 0; i < N; i++) {
    v[i] = (unsigned long)((i * 37) % 101);
    m[i] = (unsigned long)(i % 17 == 0 ? 2 : 1);
    b[i] = (unsigned long)~(1ull << (i % 7));
  }
  unsigned long s = 3, p = 3, mx = (unsigned long)7, mn = (unsigned long)100, a = (unsigned long)~0ull, o = 0, x = (unsigned long)0x21, l = 1, r = 0, l2 = 1, r2 = 0;
  #pragma acc parallel loop copyin(v, m, b) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) \
      reduction(&:a) reduction(|:o) reduction(^:x) reduction(&&:l, l2) reduction(||:r, r2)
  for (int i = 0; i < N; i++) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    a &= b[i];
    o |= (unsigned long)(1u << (i % 7));
    x ^= (unsigned long)(i & 0x3F);
    l = l && (i < N);
    l2 = l2 && (v[i] != 0);
    r = r || (i == N / 2);
    r2 = r2 || (i > N);
  }
  unsigned long es = 3, ep = 3, emx = (unsigned long)7, emn = (unsigned long)100, ea = (unsigned long)~0ull, eo = 0, ex = (unsigned long)0x21, el = 1, er = 0, el2 = 1, er2 = 0;
  for (int i = 0; i < N; i++) {
    es += v[i];
    ep *= m[i];
    emx = v[i] > emx ? v[i] : emx;
    emn = v[i] < emn ? v[i] : emn;
    ea &= b[i];
    eo |= (unsigned long)(1u << (i % 7));
    ex ^= (unsigned long)(i & 0x3F);
    el = el && (i < N);
    el2 = el2 && (v[i] != 0);
    er = er || (i == N / 2);
    er2 = er2 || (i > N);
  }
  printf("unsigned long: + %llu * %llu max %llu min %llu & %llu | %llu ^ %llu && %llu %llu || %llu %llu\n",
         (unsigned long long)s, (unsigned long long)p, (unsigned long long)mx, (unsigned long long)mn, (unsigned long long)a, (unsigned long long)o, (unsigned long long)x, (unsigned long long)l, (unsigned long long)l2, (unsigned long long)r, (unsigned long long)r2);
  int bad = (s != es) + (p != ep) + (mx != emx) + (mn != emn) + (a != ea) + (o != eo) + (x != ex) + (l != el) + (l2 != el2) + (r != er) + (r2 != er2);
  return bad != 0;
}
