// An array-based stack (expression evaluation in RPN) and a ring-buffer queue.
// expect-exit: 0
// expect-stdout:
// | 14
// | 71
// | 120
// | 5 6 7 100 101 102 103 
// | accepted 12 sum 10
#include <stdio.h>
#include <ctype.h>

static long stack[64];
static int sp;
static void push(long v) { stack[sp++] = v; }
static long pop(void) { return stack[--sp]; }

static long rpn(const char *s) {
    sp = 0;
    while (*s) {
        if (isdigit((unsigned char)*s)) {
            long v = 0;
            while (isdigit((unsigned char)*s)) v = v * 10 + (*s++ - '0');
            push(v);
            continue;
        }
        if (*s != ' ') {
            long b = pop(), a = pop();
            switch (*s) {
            case '+': push(a + b); break;
            case '-': push(a - b); break;
            case '*': push(a * b); break;
            case '/': push(a / b); break;
            }
        }
        s++;
    }
    return pop();
}

#define QN 8
struct queue { int buf[QN]; unsigned head, tail; };
static int enqueue(struct queue *q, int v) {
    if (q->tail - q->head == QN) return 0;
    q->buf[q->tail++ % QN] = v;
    return 1;
}
static int dequeue(struct queue *q, int *v) {
    if (q->tail == q->head) return 0;
    *v = q->buf[q->head++ % QN];
    return 1;
}

int main(void) {
    printf("%ld\n", rpn("3 4 + 2 *"));
    printf("%ld\n", rpn("100 7 / 3 - 12 5 * +"));
    printf("%ld\n", rpn("1 2 3 4 5 * * * *"));
    struct queue q = {{0}, 0, 0};
    int accepted = 0, v, sum = 0;
    for (int i = 0; i < 12; i++) accepted += enqueue(&q, i);
    for (int i = 0; i < 5; i++) { dequeue(&q, &v); sum += v; }
    for (int i = 100; i < 104; i++) accepted += enqueue(&q, i);
    while (dequeue(&q, &v)) printf("%d ", v);
    printf("\naccepted %d sum %d\n", accepted, sum);
    return 0;
}
