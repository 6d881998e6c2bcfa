// goto: forward and backward jumps, breaking out of nested loops, cleanup chains.
// expect-exit: 0
// expect-stdout:
// | 1 -1 -1
// | 0
// | n=5
// | fail 0
// | undo1 fail -1
// | undo2 undo1 fail -3
// | 7
// | k=13
#include <stdio.h>

static int find(int m[3][3], int target, int *ri, int *rj) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            if (m[i][j] == target) { *ri = i; *rj = j; goto found; }
    return 0;
found:
    return 1;
}

static int steps(int stage) {
    int done = 0;
    if (stage < 1) goto fail1;
    done |= 1;
    if (stage < 2) goto fail2;
    done |= 2;
    if (stage < 3) goto fail3;
    done |= 4;
    return done;
fail3: printf("undo2 ");
fail2: printf("undo1 ");
fail1: printf("fail ");
    return -done;
}

int main(void) {
    int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int i = -1, j = -1;
    printf("%d %d %d\n", find(m, 6, &i, &j), i, j);
    printf("%d\n", find(m, 10, &i, &j));
    int n = 0;
again:
    n++;
    if (n < 5) goto again;
    printf("n=%d\n", n);
    for (int s = 0; s <= 3; s++) printf("%d\n", steps(s));
    int k = 0;
    goto middle;
    while (k < 10) {
        k += 3;
    middle:
        k++;
    }
    printf("k=%d\n", k);
    return 0;
}
