#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>

typedef struct node {
    int value;
    struct node *next;
} node_t;

typedef struct {
    node_t *head;
    size_t length;
} list_t;

static node_t *node_new(int value, node_t *next)
{
    node_t *n = malloc(sizeof *n);
    if (n == NULL)
        abort();
    n->value = value;
    n->next = next;
    return n;
}

static void list_push(list_t *l, int v) { l->head = node_new(v, l->head); l->length++; }

static bool list_remove(list_t *l, int v)
{
    for (node_t **pp = &l->head; *pp; pp = &(*pp)->next) {
        if ((*pp)->value == v) {
            node_t *dead = *pp;
            *pp = dead->next;
            free(dead);
            l->length--;
            return true;
        }
    }
    return false;
}

static void list_reverse(list_t *l)
{
    node_t *prev = NULL, *cur = l->head;
    while (cur) {
        node_t *next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    l->head = prev;
}

int main(void)
{
    list_t l = { 0 };
    for (int i = 0; i < 10; i++)
        list_push(&l, i * i);
    list_remove(&l, 16);
    list_reverse(&l);
    for (const node_t *n = l.head; n != NULL; n = n->next)
        printf("%d%c", n->value, n->next ? ' ' : '\n');
    printf("length %zu\n", l.length);
    while (l.head)
        list_remove(&l, l.head->value);
    return 0;
}
