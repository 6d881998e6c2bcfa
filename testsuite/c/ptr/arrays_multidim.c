// Multi-dimensional arrays: indexing, row pointers, sizeof, passing to functions.
// expect-exit: 0
// expect-stdout:
// |   0 10 20
// |   1 11 21
// |   2 12 22
// |   3 13 23
// | 48 16 4
// | 12 23
// | trace 15
// | 23 17 48
// | 17
// | one two three 
// | 1000 0200 0000 0004 
#include <stdio.h>

#define R 3
#define C 4

static int trace3(int m[][3]) { return m[0][0] + m[1][1] + m[2][2]; }
static void transpose(int src[R][C], int dst[C][R]) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) dst[j][i] = src[i][j];
}

int main(void) {
    int m[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = i * 10 + j;
    int t[C][R];
    transpose(m, t);
    for (int i = 0; i < C; i++) {
        for (int j = 0; j < R; j++) printf("%3d", t[i][j]);
        printf("\n");
    }
    printf("%zu %zu %zu\n", sizeof m, sizeof m[0], sizeof m[0][0]);
    int (*row)[C] = m + 1;
    printf("%d %d\n", (*row)[2], row[1][3]);
    int sq[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    printf("trace %d\n", trace3(sq));
    int cube[2][3][4];
    int n = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++) cube[i][j][k] = n++;
    printf("%d %d %zu\n", cube[1][2][3], *(*(*(cube + 1) + 1) + 1), sizeof cube[1]);
    int *flat = &cube[0][0][0];
    printf("%d\n", flat[17]);
    char names[3][8] = {"one", "two", "three"};
    for (int i = 0; i < 3; i++) printf("%s ", names[i]);
    printf("\n");
    int partial[4][4] = {{1}, {0, 2}, [3] = {[3] = 4}};
    for (int i = 0; i < 4; i++) printf("%d%d%d%d ", partial[i][0], partial[i][1], partial[i][2], partial[i][3]);
    printf("\n");
    return 0;
}
