// Exit status is taken modulo 256; main without return returns 0 but this one returns 300.
// expect-exit: 44
// expect-stdout:
// | returning 300
#include <stdio.h>

static int status(void) { return 300; }

int main(void) {
    printf("returning %d\n", status());
    return status();
}
