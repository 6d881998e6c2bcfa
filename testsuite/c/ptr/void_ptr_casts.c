// Casts between object pointers, uintptr_t round trips, memcpy for type punning.
// expect-exit: 0
// expect-stdout:
// | 3ff0000000000000
// | c0200000
// | 4 3 2 1
// | 3
// | 4
// | 3f800000
// | 88 11
#include <stdio.h>
#include <stdint.h>
#include <string.h>

int main(void) {
    double d = 1.0;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    printf("%016llx\n", (unsigned long long)bits);
    float f = -2.5f;
    uint32_t fb;
    memcpy(&fb, &f, 4);
    printf("%08x\n", fb);
    unsigned int word = 0x01020304;
    unsigned char *bytes = (unsigned char *)&word;
    printf("%d %d %d %d\n", bytes[0], bytes[1], bytes[2], bytes[3]);
    int arr[4] = {1, 2, 3, 4};
    uintptr_t up = (uintptr_t)&arr[1];
    int *back = (int *)(up + sizeof(int));
    printf("%d\n", *back);
    void *vp = arr;
    printf("%d\n", ((int *)vp)[3]);
    union { float f; uint32_t u; } pun = {.f = 1.0f};
    printf("%08x\n", pun.u);
    char buf[sizeof(long long)];
    long long v = 0x1122334455667788LL;
    memcpy(buf, &v, sizeof v);
    printf("%02x %02x\n", (unsigned char)buf[0], (unsigned char)buf[7]);
    return 0;
}
