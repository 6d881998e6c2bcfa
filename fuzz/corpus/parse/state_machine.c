#include <ctype.h>
#include <stdio.h>

enum state { S_START, S_INT, S_FRAC, S_EXP_SIGN, S_EXP, S_DONE, S_ERROR };

static int classify_number(const char *s)
{
    enum state st = S_START;
    for (;; s++) {
        char c = *s;
        switch (st) {
        case S_START:
            if (isdigit((unsigned char)c)) { st = S_INT; break; }
            if (c == '-' || c == '+') break;
            st = S_ERROR;
            break;
        case S_INT:
            if (isdigit((unsigned char)c)) break;
            if (c == '.') { st = S_FRAC; break; }
            if (c == 'e' || c == 'E') { st = S_EXP_SIGN; break; }
            st = c ? S_ERROR : S_DONE;
            break;
        case S_FRAC:
            if (isdigit((unsigned char)c)) break;
            if (c == 'e' || c == 'E') { st = S_EXP_SIGN; break; }
            st = c ? S_ERROR : S_DONE;
            break;
        case S_EXP_SIGN:
            if (c == '+' || c == '-' || isdigit((unsigned char)c)) { st = S_EXP; break; }
            /* fall through */
        default:
            st = S_ERROR;
            break;
        case S_EXP:
            if (!isdigit((unsigned char)c))
                st = c ? S_ERROR : S_DONE;
            break;
        }
        if (st == S_DONE)
            return 1;
        if (st == S_ERROR)
            return 0;
    }
}

static int count_words(const char *s)
{
    int words = 0;
    const char *p = s;
in_space:
    if (!*p) goto done;
    if (isspace((unsigned char)*p)) { p++; goto in_space; }
    words++;
in_word:
    if (!*p) goto done;
    if (isspace((unsigned char)*p)) goto in_space;
    p++;
    goto in_word;
done:
    return words;
}

static void duff_copy(short *to, const short *from, int count)
{
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void)
{
    const char *tests[] = { "12", "-3.5e+2", "1e", "abc", "4.", 0 };
    for (const char **t = tests; *t; t++)
        printf("%s -> %d\n", *t, classify_number(*t));
    short a[20] = { 1, 2, 3 }, b[20];
    duff_copy(b, a, 20);
    printf("%d %d\n", count_words("  the quick  brown fox "), b[2]);
    return 0;
}
