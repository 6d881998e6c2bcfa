// stdio beyond printf: puts, putchar, fputs, fwrite to stdout, and mixing them in order.
// expect-exit: 0
// expect-stdout:
// | puts adds a newline
// | fputs does not
// | fwrite bytes
// | fprintf 1
// | abcde
// | counted:8 chars
#include <stdio.h>

int main(void) {
    puts("puts adds a newline");
    fputs("fputs does not", stdout);
    putchar('\n');
    fwrite("fwrite bytes\n", 1, 13, stdout);
    fprintf(stdout, "%s %d\n", "fprintf", 1);
    for (char c = 'a'; c <= 'e'; c++) putc(c, stdout);
    putchar('\n');
    fflush(stdout);
    printf("%d chars\n", printf("counted:"));
    fprintf(stderr, "stderr is not compared\n");
    return 0;
}
