#include <stdio.h>
#include <string.h>
int main(void) {
    const char *esc = "tab\there\nnl \"q\" \\ \x41\101 \0hidden";
    printf("%s|%zu\n", esc, sizeof("ab\0c"));
    char s[] = { 'h', 'i', 0 };
    char t[8] = "abc";
    char grid[2][4] = { "ab", "cde" };
    printf("%s %s %d %s %s\n", s, t, t[5], grid[0], grid[1]);
    const char *lines[] = { "alpha", "beta", "gamma" };
    size_t total = 0;
    for (int i = 0; i < 3; i++) total += strlen(lines[i]);
    printf("%zu %c %c\n", total, lines[1][2], *lines[2]);
    char up[16];
    strcpy(up, "mixed Case");
    for (char *p = up; *p; p++) if (*p >= 'a' && *p <= 'z') *p -= 32;
    printf("%s %d %d\n", up, 'a', '\n');
    char c = -1; unsigned char u = c;
    printf("%d %d %d\n", c, u, c == -1);
    printf("%s\n", "concat" "enated" " " "literal");
    return strlen(esc);
}
