// char arithmetic: plain char is signed on x86-64; conversions to and from int.
// expect-exit: 0
// expect-stdout:
// | hELLO, wORLD! 123
// | digit sum 6
// | -128
// | 253 -3
// | 65 10 127
// | 4
// | caesar: nggnpx ng qnja
#include <stdio.h>
#include <ctype.h>

int main(void) {
    char s[] = "Hello, World! 123";
    for (char *p = s; *p; p++) {
        if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
        else if (*p >= 'A' && *p <= 'Z') *p = (char)(*p + 32);
    }
    printf("%s\n", s);
    int digits = 0;
    for (char *p = s; *p; p++) digits += isdigit((unsigned char)*p) ? *p - '0' : 0;
    printf("digit sum %d\n", digits);
    char c = 127; c++;  // implementation-defined conversion: wraps on gcc
    printf("%d\n", c);
    unsigned char uc = (unsigned char)-3;
    printf("%d %d\n", uc, (signed char)uc);
    printf("%d %d %d\n", 'A', '\n', '\x7f');
    printf("%d\n", (int)sizeof('a'));
    printf("caesar: ");
    for (const char *p = "attack at dawn"; *p; p++) putchar(*p == ' ' ? ' ' : 'a' + (*p - 'a' + 13) % 26);
    putchar('\n');
    return 0;
}
