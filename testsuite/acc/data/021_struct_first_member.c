// Struct members in data clauses, the first one included (OpenACC 3.3 §2.6.2, §2.7.1): the
// address of the first member is the struct's, yet a clause naming it maps that member
// only. A compute region inside `data copy(p.count, p.scale)` (and one with the members in
// its own clauses) reaches both through the struct; nothing else of it is mapped. Before,
// the region took the first member's mapping for the whole struct and reached `scale` past
// its end (heap corruption with discrete memory).
// expect-exit: 0
// expect-stdout:
// | count 11 scale 7.500
// | count 12 scale 15.000 tag 9
#include <stdio.h>

typedef struct {
  int count;
  double unused[3];
  double scale;
  int tag;
} params;

int main(void) {
  params p = {10, {0, 0, 0}, 2.5, 9};
#pragma acc data copy(p.count, p.scale)
  {
#pragma acc serial
    {
      p.count += 1;
      p.scale *= 3;
    }
  }
  printf("count %d scale %.3f\n", p.count, p.scale);
#pragma acc serial copy(p.count, p.scale)
  {
    p.count += 1;
    p.scale *= 2;
  }
  printf("count %d scale %.3f tag %d\n", p.count, p.scale, p.tag);
  return 0;
}
