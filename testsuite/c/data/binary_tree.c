// Binary search tree: insert, in-order traversal, height, delete, and a recursive free.
// expect-exit: 0
// expect-stdout:
// | count 30 height 9
// | 7 12 13 15 16 17 18 19 21 23 27 29 31 33 36 37 40 45 49 51 54 55 56 59 61 68 91 92 97 99 
// | count 19 height 7
// | 7 13 16 17 19 23 29 31 37 40 49 55 56 59 61 68 91 92 97 
#include <stdio.h>
#include <stdlib.h>

struct tree { int key; struct tree *left, *right; };

static struct tree *insert(struct tree *t, int key) {
    if (!t) {
        t = calloc(1, sizeof *t);
        t->key = key;
    } else if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    return t;
}
static int height(const struct tree *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}
static void inorder(const struct tree *t) {
    if (!t) return;
    inorder(t->left);
    printf("%d ", t->key);
    inorder(t->right);
}
static struct tree *delete(struct tree *t, int key) {
    if (!t) return NULL;
    if (key < t->key) t->left = delete(t->left, key);
    else if (key > t->key) t->right = delete(t->right, key);
    else {
        if (!t->left || !t->right) {
            struct tree *child = t->left ? t->left : t->right;
            free(t);
            return child;
        }
        struct tree *m = t->right;
        while (m->left) m = m->left;
        t->key = m->key;
        t->right = delete(t->right, m->key);
    }
    return t;
}
static void destroy(struct tree *t) { if (t) { destroy(t->left); destroy(t->right); free(t); } }
static int count(const struct tree *t) { return t ? 1 + count(t->left) + count(t->right) : 0; }

int main(void) {
    struct tree *root = NULL;
    unsigned s = 7;
    for (int i = 0; i < 40; i++) { s = s * 1664525u + 1013904223u; root = insert(root, (int)(s >> 24) % 100); }
    printf("count %d height %d\n", count(root), height(root));
    inorder(root);
    printf("\n");
    for (int k = 0; k < 100; k += 3) root = delete(root, k);
    printf("count %d height %d\n", count(root), height(root));
    inorder(root);
    printf("\n");
    destroy(root);
    return 0;
}
