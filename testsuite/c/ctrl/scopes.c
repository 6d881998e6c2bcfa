// Block scope and shadowing, lifetimes of loop-body variables, declarations after statements.
// expect-exit: 0
// expect-stdout:
// | 1 2 3 99 13 2
// | 0 1 4
// | 5656
// | 6
#include <stdio.h>

static int x = 1;

int main(void) {
    printf("%d ", x);
    int x = 2;
    printf("%d ", x);
    {
        int x = 3;
        printf("%d ", x);
        {
            extern int y_global;
            printf("%d ", y_global);
            x += 10;
        }
        printf("%d ", x);
    }
    printf("%d\n", x);
    int *ptrs[3];
    int store[3];
    for (int i = 0; i < 3; i++) {
        int local = i * i;
        store[i] = local;
        ptrs[i] = &store[i];
    }
    printf("%d %d %d\n", *ptrs[0], *ptrs[1], *ptrs[2]);
    for (int i = 0; i < 2; i++)
        for (int i = 5; i < 7; i++) printf("%d", i);
    printf("\n");
    int total = 0;
    for (int k = 0; k < 4; k++) {
        int acc;  // fresh each iteration but uninitialized: set before use
        acc = k;
        total += acc;
    }
    printf("%d\n", total);
    return 0;
}

int y_global = 99;
