// Memory operands: "=m" outputs, "m" inputs, "+m" read-write (xchg), `lock; cmpxchg` with an
// "=a" result and a matching "0" input, `lock xadd` as an atomic fetch-add, "rm", and struct
// members and array elements as operands.
// expect-exit: 0
// expect-stdout:
// | store 123456789012
// | xchg 0 1
// | cas 1 9
// | cas-fail 9 9
// | xadd 110
// | struct 1 42 7
// | array 3 14
#include <stdio.h>

struct counter { long pad; int value; long stamp; };

static int xchg(int *p, int v)
{
    asm volatile("xchgl %0, %1" : "+r"(v), "+m"(*p) : : "memory");
    return v;
}

static int cas(int *p, int expected, int desired)
{
    int prev;
    asm volatile("lock; cmpxchgl %2, %1"
                 : "=a"(prev), "+m"(*p)
                 : "r"(desired), "0"(expected)
                 : "memory", "cc");
    return prev;
}

static long fetch_add(long *p, long v)
{
    asm volatile("lock; xaddq %0, %1" : "+r"(v), "+m"(*p) : : "memory", "cc");
    return v;
}

int main(void)
{
    long mem = 0, v = 123456789012L;
    asm("movq %1, %0" : "=m"(mem) : "r"(v));
    printf("store %ld\n", mem);
    int lock = 0;
    int old = xchg(&lock, 1);
    printf("xchg %d %d\n", old, lock);
    int prev = cas(&lock, 1, 9);
    printf("cas %d %d\n", prev, lock);
    prev = cas(&lock, 1, 5);
    printf("cas-fail %d %d\n", prev, lock);
    long total = 100;
    for (int i = 1; i <= 4; i++)
        fetch_add(&total, i);
    printf("xadd %ld\n", total);
    struct counter c = { 1, 41, 0 };
    asm("incl %0" : "+m"(c.value));
    asm("movq %1, %0" : "=m"(c.stamp) : "r"(7L));
    printf("struct %ld %d %ld\n", c.pad, c.value, c.stamp);
    int arr[4] = { 1, 2, 3, 4 };
    int loaded;
    asm("movl %1, %0" : "=r"(loaded) : "m"(arr[2]));
    asm("addl %1, %0" : "+rm"(arr[3]) : "ri"(10));
    printf("array %d %d\n", loaded, arr[3]);
    return 0;
}
