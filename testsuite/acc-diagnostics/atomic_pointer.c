// Pointers are scalars in C, so `atomic update`/`capture` may step them by an integer
// (OpenACC 3.3 §2.12).
void f(int *p, void *v, int n, int **pp) {
  int *q;
#pragma acc parallel copy(p, v, q)
  {
#pragma acc atomic update
    p++;
#pragma acc atomic
    --p;
#pragma acc atomic update
    p += n;
#pragma acc atomic update
    p = p - 2;
#pragma acc atomic update
    p = 3 + p;
#pragma acc atomic capture
    q = p++;
#pragma acc atomic capture
    { q = p; p -= 1; }
#pragma acc atomic update
    pp[0]++;
#pragma acc atomic update
    v++;
#pragma acc atomic update
    p = p * 2;
#pragma acc atomic update
    p = 2 - p;
#pragma acc atomic update
    p += 1.5;
  }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 24:5: statement associated with OpenACC 'atomic update' directive is invalid
// expect-error: 26:11: invalid operands to binary expression ('int *' and 'int')
// expect-error: 28:11: invalid operands to binary expression ('int' and 'int *')
// expect-error: 30:7: invalid operands to binary expression ('int *' and 'double')
