// qsort and bsearch with callbacks: ints, strings, structs with multi-key comparison.
// expect-exit: 0
// expect-stdout:
// | -50 -7 0 1 3 8 19 19 42 99 
// | found 8 at 5
// | 5 absent
// | 99 -50
// | apple banana cherry date fig pear 
// | date at 3
// | bob:25 dan:25 amy:30 eve:30 cat:41 
// | sorted 1 min 0 max 999 median 499
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person { const char *name; int age; };

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
static int cmp_person(const void *a, const void *b) {
    const struct person *p = a, *q = b;
    if (p->age != q->age) return p->age - q->age;
    return strcmp(p->name, q->name);
}

int main(void) {
    int v[] = {42, -7, 19, 0, 3, 99, -50, 19, 8, 1};
    size_t n = sizeof v / sizeof v[0];
    qsort(v, n, sizeof v[0], cmp_int);
    for (size_t i = 0; i < n; i++) printf("%d ", v[i]);
    printf("\n");
    int key = 8;
    int *hit = bsearch(&key, v, n, sizeof v[0], cmp_int);
    printf("found 8 at %td\n", hit ? hit - v : -1);
    key = 5;
    printf("5 %s\n", bsearch(&key, v, n, sizeof v[0], cmp_int) ? "found" : "absent");
    qsort(v, n, sizeof v[0], cmp_int_desc);
    printf("%d %d\n", v[0], v[n - 1]);
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date"};
    qsort(words, 6, sizeof words[0], cmp_str);
    for (int i = 0; i < 6; i++) printf("%s ", words[i]);
    printf("\n");
    const char *want = "date";
    const char **w = bsearch(&want, words, 6, sizeof words[0], cmp_str);
    printf("%s at %td\n", *w, w - words);
    struct person ps[] = {{"eve", 30}, {"bob", 25}, {"amy", 30}, {"dan", 25}, {"cat", 41}};
    qsort(ps, 5, sizeof ps[0], cmp_person);
    for (int i = 0; i < 5; i++) printf("%s:%d ", ps[i].name, ps[i].age);
    printf("\n");
    int big[1000];
    unsigned s = 12345;
    for (int i = 0; i < 1000; i++) { s = s * 1103515245u + 12345u; big[i] = (int)(s >> 16) % 1000; }
    qsort(big, 1000, sizeof big[0], cmp_int);
    int sorted = 1;
    for (int i = 1; i < 1000; i++) sorted &= big[i - 1] <= big[i];
    printf("sorted %d min %d max %d median %d\n", sorted, big[0], big[999], big[500]);
    return 0;
}
