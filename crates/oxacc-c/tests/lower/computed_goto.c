/* GNU labels as values: &&label, goto *p, dispatch tables (automatic and static),
   label addresses compared and passed around, a label taken but never jumped to. */
#include <stdio.h>

static int run(const unsigned char *code, int x) {
    static const void *const table[] = {&&inc, &&dbl, &&neg, &&stop};
    const void *local[] = {&&inc, &&dbl, &&neg, &&stop};
    int pc = 0, steps = 0;
    goto *table[code[pc++]];
inc:
    x++;
    steps++;
    goto *local[code[pc++]];
dbl:
    x *= 2;
    steps++;
    goto *table[code[pc++]];
neg:
    x = -x;
    steps++;
    goto *local[code[pc++]];
stop:
    return x * 100 + steps;
}

static int pick(int k) {
    void *where = k > 0 ? &&pos : k < 0 ? &&negv : &&zero;
    void *unused = &&never;
    if (where == &&zero)
        return 0;
    goto *where;
pos:
    return 1;
negv:
    return -1;
never:
    return unused != 0 ? 99 : 98;
zero:
    return 7;
}

int main(void) {
    unsigned char prog[] = {0, 1, 1, 2, 0, 3};
    printf("%d %d\n", run(prog, 3), run((const unsigned char[]){3}, 5));
    for (int k = -2; k <= 2; k++)
        printf("%d ", pick(k));
    printf("\n");
    return 0;
}
