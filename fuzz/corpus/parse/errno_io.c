#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>
#include <limits.h>

static long parse_long(const char *s, int *ok)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    *ok = errno == 0 && end != s && *end == '\0';
    if (errno == ERANGE)
        fprintf(stderr, "out of range: %s (%s)\n", s, strerror(errno));
    return v;
}

int main(void)
{
    int ok;
    assert(parse_long("123", &ok) == 123 && ok);
    parse_long("99999999999999999999999", &ok);
    assert(!ok);
    FILE *f = tmpfile();
    if (!f) {
        perror("tmpfile");
        return EXIT_FAILURE;
    }
    for (int i = 0; i < 5; i++)
        fprintf(f, "%d %s\n", i, i % 2 ? "odd" : "even");
    rewind(f);
    char line[128];
    int lines = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        lines++;
    }
    if (ferror(f))
        return 2;
    fclose(f);
    static_assert(CHAR_BIT == 8, "bytes");
    printf("%d lines, last '%s'\n", lines, line);
    return 0;
}
