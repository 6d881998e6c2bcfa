// Reductions on char, short, unsigned, unsigned long long and _Bool: wrap-around of the
// small types, unsigned max/min, _Bool with || and &&.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | uc 126 sh 894 sc 0 umax 4281627536 umin 0 ull 164064363823233 any 1 all 1
#include <stdio.h>
#include <stdbool.h>
#include <omp.h>

int main(void) {
  unsigned char uc = 250;
  short sh = -3;
  unsigned umx = 0, umn = ~0u;
  unsigned long long ull = 1;
  bool any = false, all = true;
  signed char sc = 0;
#pragma omp parallel for reduction(+:uc, sh, sc) reduction(max:umx) reduction(min:umn) \
    reduction(^:ull) reduction(||:any) reduction(&&:all) num_threads(4)
  for (int i = 0; i < 300; i++) {
    uc += 3;
    sh += (short)(i % 7);
    sc += (i % 2) ? 1 : -1;
    unsigned u = (unsigned)i * 2654435761u;
    if (u > umx) umx = u;
    if (u < umn) umn = u;
    ull ^= (unsigned long long)i << (i % 40);
    any = any || i == 299;
    all = all && i < 1000;
  }
  printf("uc %u sh %d sc %d umax %u umin %u ull %llu any %d all %d\n", uc, sh, sc, umx, umn, ull, any, all);
  return 0;
}
