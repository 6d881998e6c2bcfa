// Enums: implicit and explicit values, negative and large enumerators, enums in switches.
// expect-exit: 0
// expect-stdout:
// | 0 5 6 -2 -1
// | 2147483647 -2147483648 4
// | 5 0 1
// | mon,tue,wed,thu,fri,sat,sun
// | blue
// | 4
// | 3 1
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -2, BETA };
enum big { HUGE = 0x7fffffff, NEG = -2147483647 - 1 };
enum flags { F_A = 1 << 0, F_B = 1 << 1, F_C = 1 << 2 };
typedef enum { MON, TUE, WED, THU, FRI, SAT, SUN, NDAYS } day;

static const char *day_name(day d) {
    static const char *names[NDAYS] = {[MON] = "mon", [TUE] = "tue", [WED] = "wed", [THU] = "thu",
                                       [FRI] = "fri", [SAT] = "sat", [SUN] = "sun"};
    return names[d];
}

int main(void) {
    printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, BETA);
    printf("%d %d %zu\n", HUGE, NEG, sizeof(enum big));
    int fl = F_A | F_C;
    printf("%d %d %d\n", fl, !!(fl & F_B), !!(fl & F_C));
    for (day d = MON; d < NDAYS; d++) printf("%s%s", day_name(d), d == SUN ? "\n" : ",");
    enum color c = BLUE;
    switch (c) {
    case RED: printf("red\n"); break;
    case GREEN: printf("green\n"); break;
    case BLUE: printf("blue\n"); break;
    default: printf("other\n");
    }
    printf("%d\n", (int)sizeof(enum color));
    enum color c2 = (enum color)3;
    printf("%d %d\n", c2, c2 < BLUE);
    return 0;
}
