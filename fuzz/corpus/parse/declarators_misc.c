#include <stddef.h>
#include <stdio.h>
#include <signal.h>

/* K&R definition, still valid C17. */
int old_style(a, b)
    int a;
    double b;
{
    return a + (int)b;
}

typedef int T;
typedef void (*sighandler)(int);

static void on_signal(int sig) { (void)sig; }

/* signal-like declarators */
void (*set_handler(int sig, void (*fn)(int)))(int);
void (*set_handler(int sig, void (*fn)(int)))(int) { (void)sig; return fn; }

static int apply(int (*const ops[])(int), size_t n, int x)
{
    for (size_t i = 0; i < n; i++)
        x = ops[i](x);
    return x;
}

static int twice(int x) { return 2 * x; }
static int inc(int x) { return x + 1; }

int main(void)
{
    T T2 = 3;                          /* typedef name used as a type, then an object name */
    {
        int T = 4;                     /* shadows the typedef in this block */
        T2 += T;
    }
    T x = (T)1;
    char *(*(*weird)[4])(void) = NULL; /* pointer to array of 4 pointers to functions returning char * */
    int (*const ops[])(int) = { twice, inc, twice };
    const volatile int cv = 5;
    int *const *restrict pp = NULL;
    sighandler h = set_handler(SIGINT, on_signal);
    int arr[3] = { 1, 2, 3 }, *pa = arr, (*parr)[3] = &arr;
    int i = (x++, x += 2, x > 3 ? x : -x);
    i = pa[1] + 2[arr] + (*parr)[0] + *(arr + 1) + (int)(&arr[2] - &arr[0]);
    unsigned u = 1u << 31 >> 31;
    long double ld = 1.5L;
    ld *= 2;
    i += !i + ~i + -i + +i;
    (void)weird;
    (void)pp;
    (void)h;
    printf("%d %d %d %d %u %Lg %d\n", old_style(1, 2.5), T2, apply(ops, 3, 5), cv, u, ld, i);
    return 0;
}
