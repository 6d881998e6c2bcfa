// Game of Life on a torus: integer stencil with wrap-around indexing; population per generation.
// expect-exit: 0
// expect-stdout:
// | gen 0 pop 15
// | gen 10 pop 27
// | gen 20 pop 23
// | gen 30 pop 21
// | gen 40 pop 24
// | gen 50 pop 35
// | gen 60 pop 51
// | ................................
// | ................................
// | ................................
// | ................................
// | ..........#.....................
// | ...........#....................
#include <stdio.h>
#include <string.h>

#define W 32
#define H 24
static unsigned char grid[H][W], next[H][W];

int main(void) {
    const char *glider[] = {".#.", "..#", "###"};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) grid[1 + i][1 + j] = glider[i][j] == '#';
    for (int j = 10; j < 20; j++) grid[12][j] = 1;
    for (int gen = 0; gen <= 60; gen++) {
        int pop = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) pop += grid[y][x];
        if (gen % 10 == 0) printf("gen %d pop %d\n", gen, pop);
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int n = 0;
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++)
                        if (dy || dx) n += grid[(y + dy + H) % H][(x + dx + W) % W];
                next[y][x] = n == 3 || (n == 2 && grid[y][x]);
            }
        memcpy(grid, next, sizeof grid);
    }
    for (int y = 0; y < 6; y++) {
        for (int x = 0; x < W; x++) putchar(grid[y][x] ? '#' : '.');
        putchar('\n');
    }
    return 0;
}
