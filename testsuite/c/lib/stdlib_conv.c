// stdlib conversions and parsing: strtol with bases, strtod, atoi, sscanf, sprintf round trips.
// expect-exit: 0
// expect-stdout:
// | -123 255 31 511
// | rest 'xyz'
// | 4294967295 -9223372036854775808
// | 9223372036854775807 1
// | 350 -0.25 2.25
// | 42 -77
// | 4: 17 2.5 token 26
// | -5|0.143|s
// | 0.10000000000000001 1
// | 9 10
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>

int main(void) {
    char *end;
    printf("%ld %ld %ld %ld\n", strtol("  -123xyz", &end, 10), strtol("ff", NULL, 16), strtol("0x1F", NULL, 0),
           strtol("0777", NULL, 0));
    printf("rest '%s'\n", end);
    printf("%lu %lld\n", strtoul("4294967295", NULL, 10), strtoll("-9223372036854775808", NULL, 10));
    errno = 0;
    long big = strtol("99999999999999999999", NULL, 10);
    printf("%ld %d\n", big, errno == ERANGE);
    printf("%g %g %g\n", strtod("3.5e2", NULL), strtod("-0x1p-2", NULL), atof("2.25abc"));
    printf("%d %ld\n", atoi("42"), atol("-77"));
    int a; double b; char word[16]; unsigned x;
    int n = sscanf("17 2.5 token 0x1a", "%d %lf %15s %x", &a, &b, word, &x);
    printf("%d: %d %g %s %u\n", n, a, b, word, x);
    char buf[64];
    sprintf(buf, "%d|%.3f|%s", -5, 1.0 / 7, "s");
    printf("%s\n", buf);
    double back;
    sprintf(buf, "%.17g", 0.1);
    sscanf(buf, "%lf", &back);
    printf("%s %d\n", buf, back == 0.1);
    printf("%d %d\n", abs(-9), (int)labs(-10L));
    return 0;
}
