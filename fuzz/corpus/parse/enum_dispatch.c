#include <stdio.h>

typedef enum opcode { OP_PUSH, OP_ADD, OP_MUL, OP_NEG, OP_PRINT, OP_HALT, OP_COUNT } opcode;

typedef struct vm vm;
typedef void handler(vm *, int);

struct vm {
    int stack[64];
    int sp;
    int halted;
    handler *table[OP_COUNT];
};

static void op_push(vm *m, int arg) { m->stack[m->sp++] = arg; }
static void op_add(vm *m, int arg) { (void)arg; m->sp--; m->stack[m->sp - 1] += m->stack[m->sp]; }
static void op_mul(vm *m, int arg) { (void)arg; m->sp--; m->stack[m->sp - 1] *= m->stack[m->sp]; }
static void op_neg(vm *m, int arg) { (void)arg; m->stack[m->sp - 1] = -m->stack[m->sp - 1]; }
static void op_print(vm *m, int arg) { (void)arg; printf("%d\n", m->stack[m->sp - 1]); }
static void op_halt(vm *m, int arg) { (void)arg; m->halted = 1; }

static const struct { opcode op; int arg; } program[] = {
    { OP_PUSH, 6 }, { OP_PUSH, 7 }, { OP_MUL, 0 }, { OP_PUSH, -2 }, { OP_ADD }, { OP_NEG }, { OP_PRINT }, { OP_HALT },
};

static const char *const names[] = {
#define X(name) [OP_##name] = #name,
    X(PUSH) X(ADD) X(MUL) X(NEG) X(PRINT) X(HALT)
#undef X
};

int main(void)
{
    vm m = { .sp = 0, .table = { [OP_PUSH] = op_push, [OP_ADD] = op_add, [OP_MUL] = op_mul,
                                 [OP_NEG] = op_neg, [OP_PRINT] = op_print, [OP_HALT] = &op_halt } };
    for (unsigned pc = 0; !m.halted && pc < sizeof program / sizeof program[0]; pc++) {
        opcode op = program[pc].op;
        if ((unsigned)op >= OP_COUNT)
            return 1;
        m.table[op](&m, program[pc].arg);
    }
    printf("%s %d\n", names[OP_MUL], (int)sizeof names / (int)sizeof names[0]);
    return 0;
}
