// A binary tree built with malloc and summed with a task per subtree (pointers through
// firstprivate, results through shared locals and taskwait), as in a task-parallel
// traversal; also the depth and the leaf count.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | nodes 8191 sum 33550336 expected 33550336 leaves 4096
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

struct node {
  long value;
  struct node *left, *right;
};

static struct node *build(int depth, long *next) {
  struct node *n = malloc(sizeof *n);
  n->value = (*next)++;
  n->left = depth > 0 ? build(depth - 1, next) : NULL;
  n->right = depth > 0 ? build(depth - 1, next) : NULL;
  return n;
}

static long sum(struct node *n) {
  if (!n)
    return 0;
  long l = 0, r = 0;
#pragma omp task shared(l)
  l = sum(n->left);
#pragma omp task shared(r)
  r = sum(n->right);
#pragma omp taskwait
  return l + r + n->value;
}

static int leaves(struct node *n) {
  if (!n->left)
    return 1;
  int a, b;
#pragma omp task shared(a)
  a = leaves(n->left);
  b = leaves(n->right);
#pragma omp taskwait
  return a + b;
}

static void destroy(struct node *n) {
  if (!n)
    return;
  destroy(n->left);
  destroy(n->right);
  free(n);
}

int main(void) {
  long next = 1;
  struct node *root = build(12, &next);
  long total = 0;
  int nleaves = 0;
#pragma omp parallel
  {
#pragma omp single nowait
    total = sum(root);
#pragma omp single
    nleaves = leaves(root);
  }
  long n = next - 1;
  printf("nodes %ld sum %ld expected %ld leaves %d\n", n, total, n * (n + 1) / 2, nleaves);
  destroy(root);
  return 0;
}
