// Singly linked list: push, append, reverse in place, merge sort, removal, free.
// expect-exit: 0
// expect-stdout:
// | pushed: 3 10 4 6 8 2 7 1 9 3 5
// | reversed: 5 3 9 1 7 2 8 6 4 10 3
// | sorted: 1 2 3 3 4 5 6 7 8 9 10
// | evens: 2 4 6 8 10
#include <stdio.h>
#include <stdlib.h>

struct node { int v; struct node *next; };

static struct node *push(struct node *head, int v) {
    struct node *n = malloc(sizeof *n);
    n->v = v; n->next = head;
    return n;
}
static struct node *reverse(struct node *h) {
    struct node *prev = NULL;
    while (h) { struct node *nx = h->next; h->next = prev; prev = h; h = nx; }
    return prev;
}
static struct node *merge(struct node *a, struct node *b) {
    struct node dummy = {0, NULL}, *t = &dummy;
    while (a && b) {
        if (a->v <= b->v) { t->next = a; a = a->next; } else { t->next = b; b = b->next; }
        t = t->next;
    }
    t->next = a ? a : b;
    return dummy.next;
}
static struct node *sort(struct node *h) {
    if (!h || !h->next) return h;
    struct node *slow = h, *fast = h->next;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
    struct node *second = slow->next;
    slow->next = NULL;
    return merge(sort(h), sort(second));
}
static struct node *remove_if(struct node *h, int (*pred)(int)) {
    struct node **pp = &h;
    while (*pp) {
        if (pred((*pp)->v)) { struct node *dead = *pp; *pp = dead->next; free(dead); }
        else pp = &(*pp)->next;
    }
    return h;
}
static int is_odd(int v) { return v & 1; }
static void print(const char *tag, const struct node *h) {
    printf("%s:", tag);
    for (; h; h = h->next) printf(" %d", h->v);
    printf("\n");
}

int main(void) {
    struct node *h = NULL;
    int vals[] = {5, 3, 9, 1, 7, 2, 8, 6, 4, 10, 3};
    for (int i = 0; i < 11; i++) h = push(h, vals[i]);
    print("pushed", h);
    h = reverse(h);
    print("reversed", h);
    h = sort(h);
    print("sorted", h);
    h = remove_if(h, is_odd);
    print("evens", h);
    while (h) { struct node *n = h->next; free(h); h = n; }
    return 0;
}
