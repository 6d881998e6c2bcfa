// Struct members in data clauses (OpenACC 3.3 §2.6.2, §2.7.1): a member that is not the first in
// copy, and members mapped by an enclosing data region, reached through the struct in compute
// regions. Only the members are mapped: the struct itself is not copied (with discrete memory a
// copy of the whole struct would be partly present). Also a section of a member that does not
// start at its first element, and a member of an element of an array member.
// expect-exit: 0
// expect-stdout:
// | bx 7 108 163
// | b 0 3 b 63 189
// | y 0 1 y 31 94 z 31 93
// | n 64 scale 3
#include <stdio.h>
#define N 64
#define M 32
struct state { int n; double scale; double b[N]; int tail; };
struct grid { double pad[4]; double x[M]; double y[M]; double z[M]; };
struct box { int tag; struct state st[2]; };
int main(void) {
  struct state s;
  static struct grid g;
  static struct box bx;
  s.n = N; s.scale = 3.0; s.tail = 7;
  for (int i = 0; i < N; i++) s.b[i] = i;
  for (int i = 0; i < M; i++) { g.x[i] = i; g.y[i] = 0; g.z[i] = 0; g.pad[i % 4] = -1; }
  #pragma acc parallel loop copy(s.b[0:N])
  for (int i = 0; i < N; i++) s.b[i] = s.b[i] * 3.0;
  #pragma acc data copyin(g.x) copy(g.y[0:M])
  {
    #pragma acc parallel loop copyout(g.z[0:M])
    for (int i = 0; i < M; i++) { g.y[i] = g.x[i] * 3.0 + 1.0; g.z[i] = g.x[i] * 3.0; }
  }
  for (int i = 0; i < N; i++) bx.st[1].b[i] = i;
  #pragma acc parallel loop copy(bx.st[1].b[8:N - 8])
  for (int i = 8; i < N; i++) bx.st[1].b[i] = bx.st[1].b[i] + 100;
  printf("bx %.0f %.0f %.0f\n", bx.st[1].b[7], bx.st[1].b[8], bx.st[1].b[N - 1]);
  printf("b %.0f %.0f b %d %.0f\n", s.b[0], s.b[1], N - 1, s.b[N - 1]);
  printf("y 0 %.0f y %d %.0f z %d %.0f\n", g.y[0], M - 1, g.y[M - 1], M - 1, g.z[M - 1]);
  printf("n %d scale %.0f\n", s.n, s.scale);
  return !(s.b[N - 1] == 189 && g.y[M - 1] == 94 && g.z[M - 1] == 93 && s.tail == 7 &&
           bx.st[1].b[7] == 7 && bx.st[1].b[8] == 108);
}
