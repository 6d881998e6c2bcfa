// String literals and string.h: copy, compare, search, concatenation, tokens.
// expect-exit: 0
// expect-stdout:
// | hello world 11 6
// | hello world!
// | !dlrow olleh
// | 1 1 0
// | o world|orld
// | world 6
// | 5 5
// | [a][b][c][d]
// | ababcxxxxx 1
// | tab	here\ "q" AA
// | 18
// | zno
// | truncat
#include <stdio.h>
#include <string.h>

static void reverse(char *s) {
    for (size_t i = 0, j = strlen(s); i + 1 < j; i++, j--) {
        char t = s[i]; s[i] = s[j - 1]; s[j - 1] = t;
    }
}

int main(void) {
    const char *lit = "hello" " " "world";
    printf("%s %zu %zu\n", lit, strlen(lit), sizeof "hello");
    char buf[64];
    strcpy(buf, lit);
    strcat(buf, "!");
    printf("%s\n", buf);
    reverse(buf);
    printf("%s\n", buf);
    printf("%d %d %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strncmp("abcx", "abcy", 3));
    printf("%s|%s\n", strchr(lit, 'o'), strrchr(lit, 'o'));
    printf("%s %td\n", strstr(lit, "wor"), strstr(lit, "wor") - lit);
    printf("%zu %zu\n", strspn("aaabbc", "ab"), strcspn("hello, x", ",;"));
    char tok[] = "a,b;;c,,d";
    for (char *t = strtok(tok, ",;"); t; t = strtok(NULL, ",;")) printf("[%s]", t);
    printf("\n");
    char m[16];
    memset(m, 'x', sizeof m);
    memcpy(m, "abc", 3);
    memmove(m + 2, m, 5);
    m[10] = 0;
    printf("%s %d\n", m, memcmp("ab", "ac", 2) < 0);
    char esc[] = "tab\there\\ \"q\" \x41\101\n";
    printf("%s", esc);
    printf("%zu\n", sizeof esc);
    const char *arr[] = {"zero", "one", "two"};
    printf("%c%c%c\n", arr[0][0], arr[1][1], *(arr[2] + 2));
    char small[8];
    strncpy(small, "truncate me", sizeof small - 1);
    small[7] = 0;
    printf("%s\n", small);
    return 0;
}
