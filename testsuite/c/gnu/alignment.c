// _Alignas and _Alignof: over-aligned locals, globals and members; alignment of every basic type.
// expect-exit: 0
// expect-stdout:
// | 1 2 4 8 8
// | 4 8 16 8
// | 32 64 32
// | 16
// | 0 0 0
// | 0
// | 0 64
// | 4
#include <stdio.h>
#include <stdalign.h>
#include <stdint.h>
#include <stddef.h>

struct s { char c; _Alignas(32) int x; };
static _Alignas(64) char gbuf[10];
static alignas(double) char as_double[8];

int main(void) {
    printf("%zu %zu %zu %zu %zu\n", _Alignof(char), _Alignof(short), _Alignof(int), _Alignof(long),
           _Alignof(long long));
    printf("%zu %zu %zu %zu\n", _Alignof(float), _Alignof(double), _Alignof(long double), _Alignof(void *));
    printf("%zu %zu %zu\n", alignof(struct s), sizeof(struct s), offsetof(struct s, x));
    printf("%zu\n", _Alignof(max_align_t));
    _Alignas(128) int local = 3;
    _Alignas(16) char small[3];
    printf("%d %d %d\n", (int)((uintptr_t)&local % 128), (int)((uintptr_t)small % 16),
           (int)((uintptr_t)gbuf % 64));
    printf("%d\n", (int)((uintptr_t)as_double % _Alignof(double)));
    struct s arr[2];
    printf("%d %td\n", (int)((uintptr_t)&arr[1].x % 32), (char *)&arr[1] - (char *)&arr[0]);
    printf("%zu\n", _Alignof(int[7]));
    (void)small;
    return local - 3;
}
