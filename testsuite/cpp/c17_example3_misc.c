/* cpp-flags: -fopenmp -fopenacc */
#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
#define OBJ_LIKE (1-1)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test): printf(__VA_ARGS__))
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
#define F(...) ff(0 __VA_OPT__(,) __VA_ARGS__)
F(a) F()
#define e(fmt, ...) printf(fmt, ## __VA_ARGS__)
e("a") e("b", 1)
__LINE__ __FILE__ __COUNTER__ __COUNTER__
#pragma omp parallel for num_threads(x)
#pragma acc parallel loop copy(a[0:x])
#pragma weird stuff
_Pragma("omp barrier") after;
#if defined(x) && x == 2 && -1 < 0u == 0 && 'a' == 97 && (2 || 1/0)
ok
#endif
