// Globals with initializers: addresses of globals and string literals, pointer arithmetic in
// constant initializers, zero-initialized storage, tentative definitions.
// expect-exit: 0
// expect-stdout:
// | 42 3 0 5
// | hello def xyz 4 0
// | 0.5 0.25 0.001
// | 0 0 1
// | 1 2 3 
// | 42
// | one two three 
// | 5 2
// | 43
#include <stdio.h>

int counter = 42;
int *pcounter = &counter;
int table[5] = {1, 2, 3};
int *pmid = &table[2];
int *pend = table + 5;
const char *greeting = "hello";
const char *suffix = "abcdef" + 3;
char letters[] = "xyz";
char sized[8] = "ab";
double ratios[] = {0.5, 0.25, 1e-3};
long zeros[100];
int tentative;
int tentative;
struct node { int v; struct node *next; };
struct node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
struct { const char *name; int (*fn)(int); } *unset;
static int twice(int x) { return 2 * x; }
int (*fptr)(int) = twice;
const char *strings[] = {"one", "two", "three", 0};
unsigned long addr_diff = sizeof(table) / sizeof(table[0]);
char *char_in_table = (char *)table + 4;

int main(void) {
    printf("%d %d %d %td\n", *pcounter, *pmid, table[4], pend - table);
    printf("%s %s %s %zu %d\n", greeting, suffix, letters, sizeof letters, sized[7]);
    printf("%g %g %g\n", ratios[0], ratios[1], ratios[2]);
    long s = 0;
    for (int i = 0; i < 100; i++) s += zeros[i];
    printf("%ld %d %d\n", s, tentative, unset == 0);
    for (struct node *n = &n1; n; n = n->next) printf("%d ", n->v);
    printf("\n%d\n", fptr(21));
    for (const char **p = strings; *p; p++) printf("%s ", *p);
    printf("\n%lu %d\n", addr_diff, *(int *)char_in_table);
    counter++;
    printf("%d\n", *pcounter);
    return 0;
}
