#include <stdio.h>
#include <wchar.h>
union u { int i; float f; char c[8]; };
struct bf { unsigned a : 4, b : 4; int c : 6; char tail; };
struct node { int v; struct node *next; };
struct rect { struct { int x, y; } lo, hi; const char *tag; };
union u un = { 65 };
union u un2 = { .f = 1.5f };
struct bf bits = { 3, 12, -5, 'z' };
double darr[3] = { 1.0, -2.5 };
long double lds[2] = { 0.1L, 3.0L };
char words[3][6] = { "one", "two", "three" };
struct node n3 = { 3, 0 }, n2 = { 2, &n3 }, n1 = { 1, &n2 };
struct rect r = { .hi = { 5, 6 }, .lo.y = 2, .tag = "rect" };
int *cl = (int[]){ 10, 20, 30 };
int *cl2 = &(int){ 99 };
struct rect rs[2] = { [1].hi.x = 7, [0] = { { 1, 1 }, { 2, 2 }, "first" } };
int *deep = &rs[1].hi.x;
char *in_word = &words[1][1];
wchar_t wide[] = L"wide";
long long negs[] = { -1, -9223372036854775807LL - 1, 0x7fffffffffffffffLL };
unsigned short us[] = { 65535, 1 };
float fl[] = { 1e-3f, 3.4e38f };
_Thread_local int tls = 17;
const int table_size = sizeof(words) / sizeof(words[0]);
static const char hex[] = "0123456789abcdef";
enum { A = 3, B = A * 4 };
int sized[B];
int main(void) {
    printf("%d %.2f %s %d %d %d %c\n", un.i, un2.f, un.c, bits.a, bits.b, bits.c, bits.tail);
    printf("%.2f %.2f %.2f %.2Lf %.2Lf\n", darr[0], darr[1], darr[2], lds[0], lds[1]);
    printf("%s %s %s\n", words[0], words[1], words[2]);
    for (struct node *p = &n1; p; p = p->next) printf("%d ", p->v);
    printf("\n%d %d %d %d %s\n", r.lo.x, r.lo.y, r.hi.x, r.hi.y, r.tag);
    printf("%d %d %d\n", cl[0], cl[2], *cl2);
    printf("%d %s %d %c\n", rs[1].hi.x, rs[0].tag, *deep, *in_word);
    printf("%d %d %zu\n", wide[0], wide[3], sizeof wide);
    printf("%lld %lld %lld %d %d\n", negs[0], negs[1], negs[2], us[0], us[1]);
    printf("%g %g %d %d %c %zu\n", fl[0], fl[1], tls, table_size, hex[11], sizeof sized);
    return 0;
}
