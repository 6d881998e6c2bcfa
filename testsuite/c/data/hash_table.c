// A chained hash table of strings to counts: word frequency over a fixed text.
// expect-exit: 0
// expect-stdout:
// | the=5
// | and=3
// | cat=2
// | dog=2
// | bird=1
// | run=1
// | sat=1
// | saw=1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUCKETS 31
struct entry { char *key; int count; struct entry *next; };
static struct entry *table[BUCKETS];

static unsigned hash(const char *s) { unsigned h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h % BUCKETS; }
static void add(const char *w) {
    unsigned h = hash(w);
    for (struct entry *e = table[h]; e; e = e->next)
        if (!strcmp(e->key, w)) { e->count++; return; }
    struct entry *e = malloc(sizeof *e);
    e->key = strdup(w); e->count = 1; e->next = table[h]; table[h] = e;
}
static int by_count(const void *a, const void *b) {
    const struct entry *x = *(struct entry *const *)a, *y = *(struct entry *const *)b;
    return x->count != y->count ? y->count - x->count : strcmp(x->key, y->key);
}

int main(void) {
    char text[] = "the cat and the dog and the bird saw the cat run and the dog sat";
    for (char *w = strtok(text, " "); w; w = strtok(NULL, " ")) add(w);
    struct entry *all[64];
    int n = 0;
    for (int b = 0; b < BUCKETS; b++)
        for (struct entry *e = table[b]; e; e = e->next) all[n++] = e;
    qsort(all, n, sizeof all[0], by_count);
    for (int i = 0; i < n; i++) printf("%s=%d\n", all[i]->key, all[i]->count);
    for (int i = 0; i < n; i++) { free(all[i]->key); free(all[i]); }
    return 0;
}
