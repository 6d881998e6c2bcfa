#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    size_t nbits;
    uint64_t words[];
} bitset;

static bitset *bitset_new(size_t nbits)
{
    size_t nwords = (nbits + 63) / 64;
    bitset *b = calloc(1, sizeof *b + nwords * sizeof b->words[0]);
    if (b)
        b->nbits = nbits;
    return b;
}

static inline void bs_set(bitset *b, size_t i) { b->words[i >> 6] |= UINT64_C(1) << (i & 63); }
static inline void bs_clear(bitset *b, size_t i) { b->words[i / 64] &= ~(1ULL << i % 64); }
static inline int bs_test(const bitset *b, size_t i) { return (int)(b->words[i >> 6] >> (i & 63)) & 1; }

static size_t bs_count(const bitset *b)
{
    size_t total = 0;
    for (size_t w = 0; w < (b->nbits + 63) / 64; w++)
        total += (size_t)__builtin_popcountll(b->words[w]);
    return total;
}

int main(void)
{
    enum { N = 1000 };
    bitset *primes = bitset_new(N);
    for (size_t i = 2; i < N; i++)
        bs_set(primes, i);
    for (size_t i = 2; i * i < N; i++)
        if (bs_test(primes, i))
            for (size_t j = i * i; j < N; j += i)
                bs_clear(primes, j);
    printf("%zu primes below %d, first word %#" PRIx64 "\n", bs_count(primes), N, primes->words[0]);
    free(primes);
    return 0;
}
