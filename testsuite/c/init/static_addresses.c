// Static storage initialized with addresses: pointers to statics inside functions, arrays of
// pointers into other arrays, self-referencing structures, and string tables.
// expect-exit: 0
// expect-stdout:
// | a1 b2 c3 a1 b2 c3 a1 
// | 15 11 13 11
// | 6 15
// | 3
// | k1=v1 k2=v2
#include <stdio.h>

struct state { const char *name; const struct state *next; int code; };
extern const struct state st_a, st_b, st_c;
const struct state st_a = {"a", &st_b, 1}, st_b = {"b", &st_c, 2}, st_c = {"c", &st_a, 3};

static int data[6] = {10, 11, 12, 13, 14, 15};
static int *picks[] = {&data[5], data + 1, &data[3]};
static int **ppick = &picks[1];
static struct { int *lo, *hi; } range = {data, data + 6};

static int *counter_cell(void) {
    static int cell = 0;
    static int *self = &cell;
    (*self)++;
    return self;
}

int main(void) {
    const struct state *s = &st_a;
    for (int i = 0; i < 7; i++, s = s->next) printf("%s%d ", s->name, s->code);
    printf("\n%d %d %d %d\n", *picks[0], *picks[1], *picks[2], **ppick);
    long span = range.hi - range.lo;
    printf("%ld %d\n", span, range.hi[-1]);
    counter_cell();
    counter_cell();
    printf("%d\n", *counter_cell());
    static const char *const table[][2] = {{"k1", "v1"}, {"k2", "v2"}};
    printf("%s=%s %s=%s\n", table[0][0], table[0][1], table[1][0], table[1][1]);
    return 0;
}
