// Inline asm with no operands: compiler barriers (`asm volatile("" ::: "memory")`) keeping
// stores in order, `pause` in a spin loop, basic asm (`asm("nop")`, `%` taken literally),
// `__asm__ __volatile__`, `asm inline`, and "cc" clobbers.
// expect-exit: 0
// expect-stdout:
// | flag 1 sum 108 spins 0
#include <stdio.h>

static int flag, data[8];

static void publish(int v)
{
    for (int i = 0; i < 8; i++)
        data[i] = v + i;
    asm volatile("" ::: "memory");
    flag = 1;
}

int main(void)
{
    publish(10);
    int spins = 0;
    while (!flag && spins < 100) {
        __asm__ __volatile__("pause");
        spins++;
    }
    for (int i = 0; i < 3; i++) {
        asm("nop");
        asm volatile("nop; nop" ::: "cc");
        asm inline("");
    }
    __asm__("movl %eax, %eax");
    int sum = 0;
    for (int i = 0; i < 8; i++) {
        sum += data[i];
        __asm__ __volatile__("" : : : "memory");
    }
    printf("flag %d sum %d spins %d\n", flag, sum, spins);
    return 0;
}
