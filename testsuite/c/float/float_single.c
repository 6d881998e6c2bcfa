// float (single precision) arithmetic stays in float; promotion to double in varargs.
// expect-exit: 0
// expect-stdout:
// | 16777216.0 16777217.0
// | 0.1000000015 0.1000000000
// | 4 4
// | 3.40282e+38 1.17549e-38 1.19209e-07
// | 999.902893
// | 2.000000 2.093750 0.500000 2.281250 12.500000 
// | 0x1.99999ap-4
// | inf
// | eps steps 24
#include <stdio.h>
#include <float.h>

static float f_poly(float x) { return ((2.0f * x + 3.0f) * x - 1.0f) * x + 0.5f; }

int main(void) {
    float a = 16777216.0f;
    printf("%.1f %.1f\n", a + 1.0f, (double)a + 1.0);
    float t = 0.1f;
    printf("%.10f %.10f\n", t, (double)0.1);
    printf("%zu %zu\n", sizeof(1.0f), sizeof(1.0f + 1.0f));
    printf("%g %g %g\n", FLT_MAX, FLT_MIN, FLT_EPSILON);
    float sum = 0;
    for (int i = 0; i < 10000; i++) sum += 0.1f;
    printf("%.6f\n", sum);
    for (int i = -2; i <= 2; i++) printf("%.6f ", f_poly((float)i * 0.75f));
    printf("\n");
    printf("%a\n", 0.1f);
    float big = 3e38f;
    printf("%g\n", big * 10.0f);
    float h = 1.0f;
    int n = 0;
    while (1.0f + h != 1.0f) { h /= 2; n++; }
    printf("eps steps %d\n", n);
    return 0;
}
