// Local initializers: zero-filling of partial aggregates, run-time values, char arrays from literals.
// expect-exit: 0
// expect-stdout:
// | 0 7 0 0 | 21 bob 0 0 0
// | 0 0 2
// | 7 14 0 0 | 21 bob 0 0 0
// | 0 0 2
// | 3 9 27
// | 0 0 0
// | abc
#include <stdio.h>
#include <string.h>

struct rec { int id; char name[12]; double w; int extra[3]; };

static int get(int i) { return i * 7; }

int main(void) {
    for (int round = 0; round < 2; round++) {
        int a[6] = {get(round), get(round + 1)};
        struct rec r = {get(3), "bob"};
        printf("%d %d %d %d | %d %s %g %d %d\n", a[0], a[1], a[2], a[5], r.id, r.name, r.w, r.extra[2],
               r.name[11]);
        char s[10] = "hi";
        printf("%d %d %zu\n", s[2], s[9], strlen(s));
        r.name[0] = 'B';
    }
    int n = 3;
    int arr[3] = {n, n * n, n * n * n};
    printf("%d %d %d\n", arr[0], arr[1], arr[2]);
    struct rec zero = {0};
    printf("%d %d %g\n", zero.id, zero.name[5], zero.w);
    char exact[3] = "abc";  // no terminator: fits exactly
    printf("%c%c%c\n", exact[0], exact[1], exact[2]);
    return 0;
}
