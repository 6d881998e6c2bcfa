struct s { int a; };
void f(int x, int v, double d, int *p) {
  struct s st;
#pragma acc parallel
  {
#pragma acc atomic read
    v = x + 1;
#pragma acc atomic write
    x + 1;
#pragma acc atomic update
    x = v * 2;
#pragma acc atomic
    x %= 3;
#pragma acc atomic capture
    { v = x; d = 2; }
#pragma acc atomic update
    st = st;
#pragma acc atomic capture
    v = x;
#pragma acc atomic update
    p[x % 4] = p[x % 3] + 1;
  }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 7:5: statement associated with OpenACC 'atomic read' directive is invalid
// expect-error: 9:5: statement associated with OpenACC 'atomic write' directive is invalid
// expect-error: 11:5: statement associated with OpenACC 'atomic update' directive is invalid
// expect-error: 13:5: statement associated with OpenACC 'atomic update' directive is invalid
// expect-error: 15:5: statement associated with OpenACC 'atomic capture' directive is invalid
// expect-error: 17:5: statement associated with OpenACC 'atomic update' directive is invalid
// expect-error: 19:5: statement associated with OpenACC 'atomic capture' directive is invalid
// expect-error: 21:5: statement associated with OpenACC 'atomic update' directive is invalid
