struct big { int a[4]; };
int get(void);
void f(int n, float *a, struct big b, double d) {
  float arr[10];
  int scalar = 0;
#pragma acc parallel num_gangs(1.5) vector_length(d)
  { }
#pragma acc parallel if(b) async(d)
  { }
#pragma acc parallel copy(scalar[0:2])
  { }
#pragma acc parallel copy(a[0:d])
  { }
#pragma acc parallel copyin(a[2:])
  { }
#pragma acc parallel copyin(arr[5:10])
  { }
#pragma acc parallel copy(get())
  { }
#pragma acc parallel copy(n + 1)
  { }
#pragma acc parallel copy(undeclared_var)
  { }
#pragma acc wait(d)
#pragma acc parallel loop gang(dim:4)
  for (int i = 0; i < n; i++) a[i] = arr[0];
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 6:32: OpenACC clause 'num_gangs' requires expression of integer type ('double' invalid)
// expect-error: 6:51: OpenACC clause 'vector_length' requires expression of integer type ('double' invalid)
// expect-error: 8:25: OpenACC 'if' clause requires expression of scalar type ('struct big' invalid)
// expect-error: 8:34: OpenACC clause 'async' requires expression of integer type ('double' invalid)
// expect-error: 10:33: OpenACC sub-array subscripted value is not an array or pointer ('int' invalid)
// expect-error: 12:31: OpenACC sub-array length requires expression of integer type ('double' invalid)
// expect-error: 14:30: OpenACC sub-array length is unspecified and cannot be inferred because the subscripted value is not an array
// expect-error: 16:32: OpenACC sub-array specified range [5:10] would be out of the range of the subscripted array size of 10
// expect-error: 18:27: OpenACC variable is not a valid variable name, sub-array, array element, member of a composite variable, or composite variable member
// expect-error: 20:27: OpenACC variable is not a valid variable name, sub-array, array element, member of a composite variable, or composite variable member
// expect-error: 22:27: use of undeclared identifier 'undeclared_var'
// expect-error: 24:18: OpenACC 'wait' argument requires expression of integer type ('double' invalid)
// expect-error: 25:36: gang dim argument must be 1, 2 or 3
