#include <stdio.h>
#include <string.h>
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
enum color { RED, GREEN = 5, BLUE };
static const char *name(enum color c) {
    switch (c) { case RED: return "red"; case GREEN: return "green"; default: return "blue"; }
}
int main(void) {
    printf("%d %s %s %d\n", fib(20), name(GREEN), name(BLUE), BLUE);
    int x = ({ int t = 5; t * t; });
    printf("%d\n", x);
    int *cl = (int[]){ 1, 2, 3 };
    printf("%d\n", cl[0] + cl[2]);
    char word[16];
    strcpy(word, "abc");
    strcat(word, "def");
    printf("%s %zu %d\n", word, strlen(word), strcmp(word, "abd") < 0);
    printf("%s %d\n", __func__, __LINE__);
    int arr[4] = {0};
    int k = 0;
    arr[k] = k + 1; k++;
    printf("%d %d\n", arr[0], k);
    const int ci = 12;
    volatile int vi = ci;
    vi += 1;
    printf("%d\n", vi);
    unsigned long sz = sizeof(struct { char c; long l; });
    printf("%lu %d\n", sz, _Alignof(double));
    int a = 1, b = 2, c = (a++, b++, a + b);
    printf("%d\n", c);
    return fib(10);
}
