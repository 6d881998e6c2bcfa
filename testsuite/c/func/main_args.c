// main's argc and argv: the runner passes no arguments; argv is NULL-terminated.
// expect-exit: 2
// expect-stdout:
// | argc 1
// | argv[0] set 1
// | argv[argc] null 1
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    printf("argc %d\n", argc);
    printf("argv[0] set %d\n", argv[0] != NULL && strlen(argv[0]) > 0);
    printf("argv[argc] null %d\n", argv[argc] == NULL);
    return argc + 1;
}
