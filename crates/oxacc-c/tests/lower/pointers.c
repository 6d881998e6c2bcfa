#include <stdio.h>
#include <string.h>
#include <stdlib.h>
struct node { int v; struct node *next; };
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static size_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return p - s; }
int main(void) {
    int x = 1, y = 2;
    swap(&x, &y);
    printf("%d %d\n", x, y);
    int a[6] = {5, 4, 3, 2, 1, 0};
    int *p = a + 5, *q = &a[1];
    printf("%ld %d %d %d\n", (long)(p - q), *p, p[-2], *(q + 1));
    printf("%d %d\n", p > q, p == q + 4);
    char *s = "pointer";
    printf("%zu %c %s\n", my_strlen(s), *(s + 3), s + 2);
    struct node nodes[4];
    for (int i = 0; i < 4; i++) { nodes[i].v = i * i; nodes[i].next = i < 3 ? &nodes[i + 1] : NULL; }
    int sum = 0;
    for (struct node *n = nodes; n; n = n->next) sum += n->v;
    printf("%d\n", sum);
    int **pp = &p; **pp = 42; printf("%d\n", a[5]);
    void *v = a; char *c = (char *)v + sizeof(int); printf("%d\n", *(int *)c);
    int *heap = malloc(10 * sizeof *heap);
    for (int i = 0; i < 10; i++) heap[i] = i;
    memcpy(heap, a, sizeof a);
    printf("%d %d\n", heap[0], heap[9]);
    free(heap);
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int (*row)[3] = m + 1;
    printf("%d %d\n", (*row)[2], row[-1][1]);
    unsigned long addr = (unsigned long)&a[2] - (unsigned long)&a[0];
    printf("%lu\n", addr);
    return 0;
}
