// Floating comparisons with NaN, signed zeros, and mixed float/double/int operands.
// expect-exit: 0
// expect-stdout:
// | eq lt lt lt lt lt unordered 
// | gt eq lt lt lt lt unordered 
// | gt gt eq eq lt lt unordered 
// | gt gt eq eq lt lt unordered 
// | gt gt gt gt eq lt unordered 
// | gt gt gt gt gt eq unordered 
// | unordered unordered unordered unordered unordered unordered unordered 
// | 1 1 0
// | 0 1
// | 1
// | 0 1
// | 2
#include <stdio.h>
#include <math.h>

static const char *cmp(double a, double b) {
    if (a < b) return "lt";
    if (a > b) return "gt";
    if (a == b) return "eq";
    return "unordered";
}

int main(void) {
    volatile double zero = 0.0;
    double nan_ = zero / zero, inf = 1 / zero;
    double vals[] = {-inf, -1.0, -0.0, 0.0, 1.0, inf, nan_};
    for (int i = 0; i < 7; i++) {
        for (int j = 0; j < 7; j++) printf("%s ", cmp(vals[i], vals[j]));
        printf("\n");
    }
    printf("%d %d %d\n", nan_ != nan_, !(nan_ < 1), nan_ == nan_);
    float f = 0.1f;
    printf("%d %d\n", f == 0.1, f == (float)0.1);
    printf("%d\n", 16777217 == (float)16777217);
    printf("%d %d\n", isgreater(nan_, 1.0), isless(1.0, inf));
    double m = fmax(nan_, 2.0);
    printf("%g\n", m);
    return 0;
}
