// inline and static functions, forward declarations, K&R-free prototypes, void parameters.
// expect-exit: 0
// expect-stdout:
// | 1740
// | 2.5 0
// | 7
// | 100
#include <stdio.h>

static inline int sq(int x) { return x * x; }
static int cube(int x);
int helper_visible(int x);

static inline double lerp(double a, double b, double t) { return a + (b - a) * t; }

int helper_visible(int x) { return cube(x) - sq(x); }
static int cube(int x) { return x * sq(x); }
static void nothing(void) {}
static int noparams() { return 7; }

int main(void) {
    int s = 0;
    for (int i = 0; i < 10; i++) s += helper_visible(i);
    printf("%d\n", s);
    printf("%g %g\n", lerp(0, 10, 0.25), lerp(-1, 1, 0.5));
    nothing();
    printf("%d\n", noparams());
    int (*fp)(int) = helper_visible;
    printf("%d\n", fp(5));
    return 0;
}
