#include <stdio.h>
int main(void) {
    int c = 5;
    int old = __sync_fetch_and_add(&c, 3);
    int now = __sync_add_and_fetch(&c, 2);
    int ok = __sync_bool_compare_and_swap(&c, 10, 42);
    int prev = __sync_val_compare_and_swap(&c, 1, 7);
    printf("%d %d %d %d %d\n", old, now, ok, prev, c);
    __sync_fetch_and_or(&c, 0x100);
    __sync_and_and_fetch(&c, 0x1ff);
    printf("%d\n", c);
    long l = 100;
    __atomic_store_n(&l, 200, __ATOMIC_RELEASE);
    long x = __atomic_load_n(&l, __ATOMIC_ACQUIRE);
    __atomic_fetch_sub(&l, 50, __ATOMIC_RELAXED);
    long expected = 150;
    int swapped = __atomic_compare_exchange_n(&l, &expected, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    long expected2 = 1;
    int swapped2 = __atomic_compare_exchange_n(&l, &expected2, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    printf("%ld %d %d %ld %ld\n", x, swapped, swapped2, expected2, l);
    unsigned char flag = 0;
    int was = __sync_lock_test_and_set(&flag, 1);
    __sync_lock_release(&flag);
    printf("%d %d\n", was, flag);
    _Atomic int counter = 0;
    _Atomic long total = 5;
    for (int i = 0; i < 10; i++) { counter++; total += i; ++counter; counter -= 1; }
    int snap = counter;
    counter = 100;
    counter |= 3;
    int before = counter--;
    printf("%d %ld %d %d\n", snap, (long)total, before, (int)counter);
    return 0;
}
