// exit(3) from a nested call runs atexit handlers in reverse order and flushes stdout.
// expect-exit: 3
// expect-stdout:
// | buffered, no newline yet: exiting
// | atexit second
// | atexit first
#include <stdio.h>
#include <stdlib.h>

static void first(void) { printf("atexit first\n"); }
static void second(void) { printf("atexit second\n"); }

static void deep(int n) {
    if (n == 0) {
        printf("exiting\n");
        exit(3);
    }
    deep(n - 1);
    printf("unreachable\n");
}

int main(void) {
    atexit(first);
    atexit(second);
    printf("buffered, no newline yet: ");
    deep(5);
    return 0;
}
