// Sieve of Eratosthenes, prime counting, GCD/LCM and modular exponentiation.
// expect-exit: 0
// expect-stdout:
// | 9592 primes, last 99991, sum 454396537
// | gcd 21 lcm 23562
// | 235042059 1102927375557796231
// | twin pairs 1224
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define LIMIT 100000
static unsigned char composite[LIMIT + 1];

static uint64_t gcd(uint64_t a, uint64_t b) { while (b) { uint64_t t = a % b; a = b; b = t; } return a; }
static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1;
    b %= m;
    while (e) { if (e & 1) r = (unsigned __int128)r * b % m; b = (unsigned __int128)b * b % m; e >>= 1; }
    return r;
}

int main(void) {
    memset(composite, 0, sizeof composite);
    for (int i = 2; (long)i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    int count = 0, last = 0;
    long long sum = 0;
    for (int i = 2; i <= LIMIT; i++)
        if (!composite[i]) { count++; last = i; sum += i; }
    printf("%d primes, last %d, sum %lld\n", count, last, sum);
    printf("gcd %llu lcm %llu\n", (unsigned long long)gcd(1071, 462), (unsigned long long)(1071 / gcd(1071, 462) * 462));
    printf("%llu %llu\n", (unsigned long long)powmod(2, 1000000, 1000000007), (unsigned long long)powmod(3, 1ull << 62, 18446744073709551557ull));
    int twin = 0;
    for (int i = 3; i + 2 <= LIMIT; i += 2) twin += !composite[i] && !composite[i + 2];
    printf("twin pairs %d\n", twin);
    return 0;
}
