#include <stdio.h>
#include <stddef.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define container_of(ptr, type, member) ({ \
    const __typeof__(((type *)0)->member) *__mptr = (ptr); \
    (type *)((char *)__mptr - offsetof(type, member)); })
#define SWAP(a, b) do { __typeof__(a) _t = (a); (a) = (b); (b) = _t; } while (0)
#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]) + 0 * sizeof(char[1 - 2 * __builtin_types_compatible_p(__typeof__(a), __typeof__(&(a)[0]))]))

struct list_head { struct list_head *next, *prev; };
struct item { int id; struct list_head link; double weight; };

static inline __attribute__((always_inline)) int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

__attribute__((noinline, unused)) static int slow_path(int x) { return x * 3; }

__attribute__((noreturn)) static void die(const char *msg)
{
    fprintf(stderr, "%s\n", msg);
    __builtin_trap();
}

int main(void)
{
    struct item it = { .id = 7, .weight = 1.5 };
    struct list_head *lh = &it.link;
    struct item *back = container_of(lh, struct item, link);
    int a = 1, b = 2;
    SWAP(a, b);
    int arr[17];
    unsigned long bits = 0xF0F0UL;
    int pop = __builtin_popcountl(bits), lz = __builtin_clz(1u);
    if (unlikely(back->id != 7))
        die("container_of broken");
    if (likely(a == 2))
        printf("%d %d %zu %d %d %d\n", back->id, clamp(b, 0, 1), ARRAY_SIZE(arr), pop, lz, slow_path(1));
    int sum = ({ int s = 0; for (int i = 0; i < 4; i++) s += i; s; });
    __extension__ long long wide = 1LL << 40;
    return sum + (int)(wide >> 40) - 7;
}
