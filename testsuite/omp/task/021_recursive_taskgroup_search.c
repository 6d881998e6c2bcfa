// A recursive search where each level opens a taskgroup around its children (so a level
// finishes when its whole subtree has), counting the nodes of an implicit 4-ary tree and
// the depth-first pre-order sum of node ids.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | nodes 1365 idsum 930930
#include <stdio.h>
#include <omp.h>

static long nodes, idsum;

static void visit(long id, int depth) {
#pragma omp atomic
  nodes++;
#pragma omp atomic
  idsum += id;
  if (depth == 0)
    return;
#pragma omp taskgroup
  for (int c = 0; c < 4; c++) {
#pragma omp task
    visit(id * 4 + c + 1, depth - 1);
  }
}

int main(void) {
#pragma omp parallel
#pragma omp single
  visit(0, 5);
  printf("nodes %ld idsum %ld\n", nodes, idsum);
  return 0;
}
