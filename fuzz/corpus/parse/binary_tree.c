#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct tree {
    char *key;
    int count;
    struct tree *left, *right;
};

static struct tree *insert(struct tree *t, const char *key)
{
    if (!t) {
        t = calloc(1, sizeof(struct tree));
        t->key = strdup(key);
        t->count = 1;
        return t;
    }
    int c = strcmp(key, t->key);
    if (c < 0)
        t->left = insert(t->left, key);
    else if (c > 0)
        t->right = insert(t->right, key);
    else
        t->count++;
    return t;
}

static int depth(const struct tree *t)
{
    if (!t)
        return 0;
    int l = depth(t->left), r = depth(t->right);
    return 1 + (l > r ? l : r);
}

static void walk(const struct tree *t, void (*visit)(const struct tree *, void *), void *ctx)
{
    if (t) {
        walk(t->left, visit, ctx);
        visit(t, ctx);
        walk(t->right, visit, ctx);
    }
}

static void print_node(const struct tree *t, void *ctx)
{
    int *total = ctx;
    *total += t->count;
    printf("%-10s %d\n", t->key, t->count);
}

static void destroy(struct tree *t)
{
    if (t) {
        destroy(t->left);
        destroy(t->right);
        free(t->key);
        free(t);
    }
}

int main(void)
{
    static const char *words[] = { "pear", "apple", "fig", "apple", "kiwi", "pear", "apple" };
    struct tree *root = NULL;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        root = insert(root, words[i]);
    int total = 0;
    walk(root, print_node, &total);
    printf("total %d depth %d\n", total, depth(root));
    destroy(root);
    return 0;
}
