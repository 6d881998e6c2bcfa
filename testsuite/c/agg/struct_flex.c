// Flexible array members, struct assignment through pointers, self-referencing structs.
// expect-exit: 0
// expect-stdout:
// | 8 2
// | 10 135
// | 8 flexible
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buf { size_t len; int data[]; };
struct str { unsigned short len; char text[]; };

static struct buf *make(size_t n) {
    struct buf *b = malloc(sizeof *b + n * sizeof b->data[0]);
    b->len = n;
    for (size_t i = 0; i < n; i++) b->data[i] = (int)(i * 3);
    return b;
}

int main(void) {
    printf("%zu %zu\n", sizeof(struct buf), sizeof(struct str));
    struct buf *b = make(10);
    long s = 0;
    for (size_t i = 0; i < b->len; i++) s += b->data[i];
    printf("%zu %ld\n", b->len, s);
    free(b);
    const char *w = "flexible";
    struct str *st = malloc(sizeof *st + strlen(w) + 1);
    st->len = (unsigned short)strlen(w);
    memcpy(st->text, w, st->len + 1);
    printf("%u %s\n", st->len, st->text);
    free(st);
    return 0;
}
