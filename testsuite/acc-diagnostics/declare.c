int glob[10];
int other;
#pragma acc declare copy(glob)
#pragma acc declare create(other[0:1])
#pragma acc parallel
void f(int n) {
  int x[4];
  {
#pragma acc declare copyin(x)
    n++;
  }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 3:21: OpenACC 'copy' clause is not allowed on a 'declare' directive at file scope
// expect-error: 4:33: OpenACC sub-array subscripted value is not an array or pointer ('int' invalid)
// expect-error: 5:13: OpenACC 'parallel' directive cannot appear at file scope
// expect-error: 9:28: variable 'x' in a 'declare' directive must be declared in the same scope as the directive
