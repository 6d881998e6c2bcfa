// setjmp/longjmp: non-local exits from nested calls, volatile locals, repeated jumps.
// expect-exit: 0
// expect-stdout:
// | first pass
// | longjmp returned 50 depth 5
// | retrying with 1
// | retrying with 2
// | retrying with 3
// | k=3
// | tries 4
// | zero became 1
#include <stdio.h>
#include <setjmp.h>

static jmp_buf env;
static int depth_reached;

static void dive(int n) {
    depth_reached = n;
    if (n == 5) longjmp(env, n * 10);
    dive(n + 1);
}

static jmp_buf retry;
static volatile int next_try;
static int attempt(int i) {
    if (i < 3) {
        next_try = i + 1;
        longjmp(retry, 1);
    }
    return i;
}

int main(void) {
    int r = setjmp(env);
    if (r == 0) {
        printf("first pass\n");
        dive(0);
        printf("not reached\n");
    } else {
        printf("longjmp returned %d depth %d\n", r, depth_reached);
    }
    volatile int tries = 0;
    if (setjmp(retry) != 0) printf("retrying with %d\n", next_try);
    tries++;
    printf("k=%d\n", attempt(next_try));
    printf("tries %d\n", tries);
    jmp_buf zero;
    if (setjmp(zero) == 0) longjmp(zero, 0);  // longjmp with 0 makes setjmp return 1
    else printf("zero became 1\n");
    return 0;
}
