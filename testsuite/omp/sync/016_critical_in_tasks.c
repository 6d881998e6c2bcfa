// critical sections (unnamed and named) inside tasks, protecting a shared linked list built
// by the tasks; its length and sum are checked.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | len 100 sum 4950 named 4950
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

struct node { int v; struct node *next; };

int main(void) {
  struct node *list = NULL;
  long named_total = 0;
#pragma omp parallel
#pragma omp single
  for (int k = 0; k < 100; k++) {
#pragma omp task
    {
      struct node *n = malloc(sizeof *n);
      n->v = k;
#pragma omp critical
      {
        n->next = list;
        list = n;
      }
#pragma omp critical(totals)
      named_total += k;
    }
  }
  long s = 0;
  int len = 0;
  while (list) {
    struct node *n = list;
    s += n->v;
    len++;
    list = n->next;
    free(n);
  }
  printf("len %d sum %ld named %ld\n", len, s, named_total);
  return 0;
}
