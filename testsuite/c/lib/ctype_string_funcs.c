// ctype.h classification and conversion over the ASCII range, and a word counter.
// expect-exit: 0
// expect-stdout:
// | 52 10 6 32 22 33
// | words 9
// | mIxEd 123
#include <stdio.h>
#include <ctype.h>

int main(void) {
    int counts[6] = {0};
    for (int c = 0; c < 128; c++) {
        counts[0] += !!isalpha(c);
        counts[1] += !!isdigit(c);
        counts[2] += !!isspace(c);
        counts[3] += !!ispunct(c);
        counts[4] += !!isxdigit(c);
        counts[5] += !!iscntrl(c);
    }
    printf("%d %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]);
    const char *text = "  The quick brown fox,\tjumps over 2 lazy dogs.\n";
    int words = 0, in = 0;
    for (const char *p = text; *p; p++) {
        if (isspace((unsigned char)*p)) in = 0;
        else if (!in) { in = 1; words++; }
    }
    printf("words %d\n", words);
    for (const char *p = "MiXeD 123"; *p; p++) putchar(islower((unsigned char)*p) ? toupper(*p) : tolower(*p));
    putchar('\n');
    return 0;
}
