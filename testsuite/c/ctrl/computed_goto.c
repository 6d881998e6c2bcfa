// GNU labels as values and computed goto: a tiny bytecode interpreter.
// expect-exit: 0
// expect-stdout:
// | 5
// | 20
// | result 20
// | 3
// | 2
// | 1
// | result 0
// | done
#include <stdio.h>

enum { PUSH, ADD, MUL, DUP, JNZ, DEC, PRINT, HALT };

static long run(const int *code) {
    static void *dispatch[] = {&&op_push, &&op_add, &&op_mul, &&op_dup, &&op_jnz, &&op_dec, &&op_print, &&op_halt};
    long stack[16];
    int sp = 0, pc = 0;
#define NEXT goto *dispatch[code[pc++]]
    NEXT;
op_push: stack[sp++] = code[pc++]; NEXT;
op_add: sp--; stack[sp - 1] += stack[sp]; NEXT;
op_mul: sp--; stack[sp - 1] *= stack[sp]; NEXT;
op_dup: stack[sp] = stack[sp - 1]; sp++; NEXT;
op_jnz: if (stack[sp - 1]) pc = code[pc]; else pc++; NEXT;
op_dec: stack[sp - 1]--; NEXT;
op_print: printf("%ld\n", stack[sp - 1]); NEXT;
op_halt: return stack[sp - 1];
#undef NEXT
}

int main(void) {
    // acc = 1; n = 10; loop: acc *= n; n--; while n
    int prog[] = {PUSH, 2, PUSH, 3, ADD, PRINT, PUSH, 4, MUL, PRINT, HALT};
    printf("result %ld\n", run(prog));
    int countdown[] = {PUSH, 3, PRINT, DEC, JNZ, 2, HALT};
    printf("result %ld\n", run(countdown));
    void *where = &&done;
    goto *where;
    printf("skipped\n");
done:
    printf("done\n");
    return 0;
}
