#include <stdio.h>
int main(void) {
    printf("hello, world\n");
    puts("second line");
    printf("%d %s %c %5.2f %ld\n", 42, "str", 'x', 3.14159, 1234567890123L);
    return 0;
}
