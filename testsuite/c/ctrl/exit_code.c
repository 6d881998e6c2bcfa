// A non-zero return from main becomes the exit status.
// expect-exit: 42
// expect-stdout:
// | sum 55
#include <stdio.h>

int main(void) {
    int s = 0;
    for (int i = 1; i <= 10; i++) s += i;
    printf("sum %d\n", s);
    return s % 256 - 13;
}
