#include <stdio.h>
#include <string.h>
#include <math.h>

typedef double (*unary_fn)(double);
typedef double (*binary_fn)(double, double);

static double add(double a, double b) { return a + b; }
static double sub(double a, double b) { return a - b; }
static double mul(double a, double b) { return a * b; }
static double divide(double a, double b) { return b != 0.0 ? a / b : NAN; }

struct op {
    const char *name;
    binary_fn fn;
};

static const struct op ops[] = {
    { "add", add },
    { "sub", sub },
    { "mul", &mul },
    { .name = "div", .fn = divide },
};

/* An array of pointers to functions returning pointers to arrays of 3 ints. */
static int row[3] = { 1, 2, 3 };
static int (*get_row(void))[3] { return &row; }
static int (*(*row_getters[2])(void))[3] = { get_row, get_row };

static unary_fn pick(int i)
{
    static unary_fn table[] = { sqrt, sin, cos, exp };
    return table[i % 4];
}

int main(void)
{
    for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
        printf("%s(6, 3) = %g\n", ops[i].name, ops[i].fn(6.0, 3.0));
    double (*f)(double) = pick(0);
    printf("%g %g\n", f(16.0), (*pick(3))(0.0));
    int (*r)[3] = row_getters[1]();
    printf("%d\n", (*r)[2]);
    void (*vp)(void *, int, size_t) = (void (*)(void *, int, size_t))memset;
    (void)vp;
    return 0;
}
