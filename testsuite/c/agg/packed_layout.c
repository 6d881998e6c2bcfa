// Packed and aligned layouts (GNU attributes), padding, and bit-field layout in packed structs.
// expect-exit: 0
// expect-stdout:
// | 7 1 5
// | 5 1
// | 16 16
// | 24 16
// | 3
// | 0178563412feff
// | 250307 5 100 7
// | 108 21
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct __attribute__((packed)) p1 { char c; int i; short s; };
struct p2 { char c; int i __attribute__((packed)); };
struct __attribute__((packed)) pbits { unsigned a : 3; unsigned b : 7; unsigned char c; };
struct __attribute__((aligned(16))) a16 { int x; };
struct pad { char a; long long b; char c; };

int main(void) {
    printf("%zu %zu %zu\n", sizeof(struct p1), offsetof(struct p1, i), offsetof(struct p1, s));
    printf("%zu %zu\n", sizeof(struct p2), offsetof(struct p2, i));
    printf("%zu %zu\n", sizeof(struct a16), _Alignof(struct a16));
    printf("%zu %zu\n", sizeof(struct pad), offsetof(struct pad, c));
    printf("%zu\n", sizeof(struct pbits));
    struct p1 v = {1, 0x12345678, -2};
    unsigned char raw[sizeof v];
    memcpy(raw, &v, sizeof v);
    for (size_t i = 0; i < sizeof v; i++) printf("%02x", raw[i]);
    printf("\n");
    struct pbits pb = {5, 100, 7};
    unsigned char rb[sizeof pb];
    memcpy(rb, &pb, sizeof pb);
    for (size_t i = 0; i < sizeof pb; i++) printf("%02x", rb[i]);
    printf(" %u %u %u\n", pb.a, pb.b, pb.c);
    struct p1 arr[3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int s = 0;
    for (int i = 0; i < 3; i++) s += arr[i].i * arr[i].s;
    printf("%d %zu\n", s, sizeof arr);
    return 0;
}
