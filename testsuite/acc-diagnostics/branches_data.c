int f(int n, float *a) {
  if (n) goto in;
#pragma acc data copy(a[0:n])
  {
  in:
    a[0] = 1;
    if (n > 5) goto out;
  }
  switch (n) {
  case 0:
#pragma acc host_data use_device(a)
    {
    case 1:
      a[1] = 2;
    }
    break;
  }
#pragma acc parallel copy(a[0:n])
  {
    if (n > 2) goto mid;
#pragma acc loop
    for (int i = 0; i < n; i++) {
    mid:
      a[i] = 0;
    }
  }
out:
  if (n > 3) goto later;
  {
    float b[4];
    goto later;
#pragma acc declare create(b)
  later:
    b[0] = 0;
  }
  return 0;
}

int g(int n, float *a) {
  // Jumps that stay inside or leave data regions and declare scopes are fine.
  float c[4];
#pragma acc declare copyin(c)
  if (n) goto done;
#pragma acc data copy(a[0:n])
  {
  again:
    if (a[0] > 0) goto again;
    if (n > 1) goto done;
  }
  switch (n) {
#pragma acc data copy(a[0:n])
    a[0] = 1;
  default:
    break;
  }
done:
  return c[0];
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 2:10: invalid branch into OpenACC 'data' construct
// expect-error: 13:5: invalid branch into OpenACC 'host_data' construct
// expect-error: 20:16: invalid branch into OpenACC 'loop' construct
// expect-error: 28:14: invalid branch into the scope of an OpenACC 'declare' directive
// expect-error: 31:5: invalid branch into the scope of an OpenACC 'declare' directive
