#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

typedef struct {
    char name[16];
    double score;
    int id;
} record;

static int by_score_desc(const void *a, const void *b)
{
    const record *ra = a, *rb = b;
    return (ra->score < rb->score) - (ra->score > rb->score);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const record *)a)->name, ((const record *)b)->name);
}

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    record rs[] = { { "carol", 3.5, 1 }, { "alice", 9.0, 2 }, { "bob", 7.25, 3 } };
    size_t n = sizeof rs / sizeof rs[0];
    int (*cmps[])(const void *, const void *) = { by_score_desc, by_name };
    for (size_t c = 0; c < 2; c++) {
        qsort(rs, n, sizeof rs[0], cmps[c]);
        for (size_t i = 0; i < n; i++)
            printf("%s:%g ", rs[i].name, rs[i].score);
        putchar('\n');
    }
    int v[] = { 5, 3, 9, 1 };
    qsort(v, 4, sizeof(int), cmp_int);
    int key = 9;
    int *hit = bsearch(&key, v, 4, sizeof v[0], cmp_int);
    printf("%td\n", hit ? hit - v : (ptrdiff_t)-1);
    return 0;
}
