// gang(dim:d) loops nest with strictly decreasing dimensions (OpenACC 3.3 §2.9.2).
void f(int n, float *a) {
#pragma acc parallel num_gangs(2, 3, 4) copy(a[0:n])
  {
#pragma acc loop gang(dim:3)
    for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:2)
      for (int j = 0; j < n; j++)
#pragma acc loop gang(dim:1) vector
        for (int k = 0; k < n; k++) a[i] += j + k;
  }
#pragma acc parallel loop gang(dim:2) num_gangs(4, 4)
  for (int i = 0; i < n; i++)
#pragma acc loop gang
    for (int j = 0; j < n; j++)
#pragma acc loop worker
      for (int k = 0; k < n; k++) a[i] += j;
#pragma acc parallel num_gangs(1, 1, 8)
#pragma acc loop gang(dim:3)
  for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:1)
    for (int j = 0; j < n; j++) a[i] += j;
}
#pragma acc routine gang
void g(int n, float *a) {
#pragma acc loop gang(dim:2)
  for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:1)
    for (int j = 0; j < n; j++) a[i] += j;
}
// A gang(dim:d) routine is called from a gang loop of a higher dimension (§2.15.1).
#pragma acc routine gang(dim:1)
void row(int n, float *r) {
#pragma acc loop gang(dim:1)
  for (int j = 0; j < n; j++) r[j] += 1;
}
#pragma acc routine gang(dim:2)
void plane(int n, float *p) {
#pragma acc loop gang(dim:2)
  for (int i = 0; i < n; i++) row(n, p + i * n);
}
void rows(int n, float *a) {
#pragma acc parallel loop gang(dim:2) num_gangs(4, 4) copy(a[0:n*n])
  for (int i = 0; i < n; i++) row(n, a + i * n);
#pragma acc parallel loop gang(dim:3) num_gangs(2, 2, 2) copy(a[0:n*n*n])
  for (int i = 0; i < n; i++) plane(n, a + i * n * n);
}
