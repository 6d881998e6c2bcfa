// _Bool and stdbool.h: conversion of any scalar to 0/1, arithmetic and bitwise ops on bools.
// expect-exit: 0
// expect-stdout:
// | 1 0 1 1 1
// | 1 1 0 1
// | 11
// | 2 1
// | 2
// | 1 0
#include <stdio.h>
#include <stdbool.h>

static bool is_pow2(unsigned x) { return x && !(x & (x - 1)); }

int main(void) {
    bool a = 5, b = 0.0, c = -0.5, d = (void *)&a;
    printf("%d %d %d %d %zu\n", a, b, c, d, sizeof(bool));
    bool t = true;
    t += 1; printf("%d ", t);
    t = t - 2; printf("%d ", t);
    t ^= 1; printf("%d ", t);
    t = !t; printf("%d\n", t);
    int n = 0;
    for (unsigned x = 0; x <= 1024; x++) n += is_pow2(x);
    printf("%d\n", n);
    printf("%d %d\n", true + true, (bool)2 == (bool)3);
    bool arr[4] = {1, 0, 42, 0};
    int cnt = 0;
    for (int i = 0; i < 4; i++) cnt += arr[i];
    printf("%d\n", cnt);
    long long big = 1LL << 40;
    bool nz = big;
    int trunc = (int)(big & 0xffffffff);
    printf("%d %d\n", nz, trunc);
    return 0;
}
