int shared = 10;
int table[4] = { 1, 2, 3, 4 };
static int calls;
static int local_helper(void) { return 100; }
extern inline int twice(int x) { return x + x; }
struct pair { long a; double b; };
int bump(int by) { calls++; return by * calls + local_helper() * 0; }
struct pair mkpair(long a) { struct pair p = { a, a / 2.0 }; return p; }
