#include <stdio.h>
extern int shared;
extern int table[];
int bump(int by);
inline int twice(int x) { return 2 * x; }
struct pair { long a; double b; };
struct pair mkpair(long a);
static int local_helper(void) { return 1; }
int main(void) {
    shared += bump(3) + local_helper();
    struct pair p = mkpair(7);
    printf("%d %d %d %ld %.1f %d\n", shared, table[2], twice(4), p.a, p.b, bump(0));
    return 0;
}
