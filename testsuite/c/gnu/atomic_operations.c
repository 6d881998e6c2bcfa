// _Atomic objects and atomic built-ins beyond integer read-modify-write instructions:
// compound assignment with `*= /= %= <<= >>=`, on floating types and pointers, `++`/`--` on
// float, _Bool and pointers (compare-and-exchange loops); <stdatomic.h>'s generic
// atomic_load/store/exchange/compare_exchange and atomic_flag; the by-address
// `__atomic_load/store/exchange/compare_exchange` on doubles and small structs; `_n`
// built-ins and `__sync` compare-and-swap on pointers.
// expect-exit: 0
// expect-stdout:
// | 4 88
// | 2.25 2.25 1 0 10
// | 12 13
// | 50 1 0 8 8 1
// | 0 1 0
// | 2 1 4
// | 3.5 3.5 4.5 2 5 1 0 5 6
// | 0 1 12 15
#include <stdatomic.h>
#include <stdio.h>

/* gcc calls this from its floating-point compare-and-exchange loops to re-raise the
   exceptions of the computation (libatomic provides it; no traps are enabled here). */
void __atomic_feraiseexcept(int excepts) { (void)excepts; }

struct pair { int a, b; };

int main(void)
{
    _Atomic int x = 5;
    x *= 3;
    x /= 2;
    x <<= 2;
    x >>= 1;
    x %= 5;
    _Atomic unsigned char uc = 200;
    uc *= 3;
    printf("%d %d\n", x, uc);

    _Atomic double d = 1.0;
    d += 1.5;
    d *= 2;
    d -= 0.5;
    d /= 2;
    _Atomic float f = 1.0f;
    f++;
    ++f;
    f--;
    f += 0.25;
    _Atomic _Bool bb = 0;
    bb++;
    _Atomic _Bool bd = 1;
    bd--;
    _Atomic long lg = 7;
    lg *= 1.5;
    printf("%g %g %d %d %ld\n", d, f, bb, bd, lg);

    int arr[6] = { 10, 11, 12, 13, 14, 15 };
    _Atomic(int *) p = arr;
    p++;
    p += 3;
    p--;
    p -= 1;
    int *old = p++;
    printf("%d %d\n", *old, *p);

    atomic_int ai = 3;
    atomic_fetch_add(&ai, 2);
    atomic_store(&ai, atomic_load(&ai) * 10);
    int prev = atomic_exchange(&ai, 7);
    int expect = 7;
    int ok1 = atomic_compare_exchange_strong(&ai, &expect, 8);
    int ok2 = atomic_compare_exchange_weak_explicit(&ai, &expect, 9, memory_order_acq_rel,
                                                    memory_order_acquire);
    printf("%d %d %d %d %d %d\n", prev, ok1, ok2, expect, atomic_load(&ai),
           atomic_is_lock_free(&ai));
    atomic_flag fl = ATOMIC_FLAG_INIT;
    int t1 = atomic_flag_test_and_set(&fl);
    int t2 = atomic_flag_test_and_set(&fl);
    atomic_flag_clear(&fl);
    int t3 = atomic_flag_test_and_set_explicit(&fl, memory_order_relaxed);
    printf("%d %d %d\n", t1, t2, t3);

    _Atomic double ad = 2.0;
    double got = atomic_load(&ad);
    atomic_store(&ad, got + 0.5);
    double want = 2.5;
    int ok3 = atomic_compare_exchange_strong(&ad, &want, 4.0);
    printf("%g %d %g\n", got, ok3, atomic_load(&ad));

    double dd = 2.0, od, v35 = 3.5, v45 = 4.5, pd;
    __atomic_store(&dd, &v35, __ATOMIC_SEQ_CST);
    __atomic_load(&dd, &od, __ATOMIC_SEQ_CST);
    __atomic_exchange(&dd, &v45, &pd, __ATOMIC_SEQ_CST);
    struct pair s = { 1, 2 }, t, n = { 3, 4 }, e = { 3, 4 }, w = { 5, 6 };
    __atomic_load(&s, &t, __ATOMIC_ACQUIRE);
    __atomic_store(&s, &n, __ATOMIC_RELEASE);
    int ok4 = __atomic_compare_exchange(&s, &e, &w, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    int ok5 = __atomic_compare_exchange(&s, &e, &w, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("%g %g %g %d %d %d %d %d %d\n", od, pd, dd, t.b, s.a, ok4, ok5, e.a, e.b);

    int *q = arr, *exp = arr + 1;
    int ok6 = __atomic_compare_exchange_n(&q, &exp, arr + 3, 0, __ATOMIC_SEQ_CST,
                                          __ATOMIC_SEQ_CST);
    int ok7 = __sync_bool_compare_and_swap(&q, arr, arr + 2);
    __atomic_store_n(&exp, arr + 5, __ATOMIC_RELAXED);
    printf("%d %d %d %d\n", ok6, ok7, *q, *exp);
    return 0;
}
