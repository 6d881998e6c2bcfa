#include <stdio.h>
struct flags { unsigned a : 3; unsigned b : 5; int c : 4; unsigned d : 20; _Bool e : 1; long long f : 40; };
struct packed_like { char x; int y : 7; int z : 9; };
static struct flags g = { 5, 17, -3, 123456, 1, -99999999999LL };
int main(void) {
    struct flags f = {0};
    f.a = 9; f.b = 31; f.c = 7; f.d = 0xfffff; f.e = 1; f.f = 1LL << 38;
    printf("%u %u %d %u %d %lld\n", f.a, f.b, f.c, f.d, f.e, f.f);
    f.c += 1;
    printf("%d\n", f.c);
    f.a++; f.b--;
    printf("%u %u %zu\n", f.a, f.b, sizeof f);
    int v = (f.c = 9);
    printf("%d %d\n", v, f.c);
    printf("%u %u %d %u %d %lld\n", g.a, g.b, g.c, g.d, g.e, g.f);
    struct packed_like p = { 'q', -5, 200 };
    p.z -= 1;
    printf("%c %d %d %zu\n", p.x, p.y, p.z, sizeof p);
    return f.a;
}
