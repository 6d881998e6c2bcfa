int f(int n, float *a) {
  for (int k = 0; k < n; k++) {
#pragma acc parallel
    {
      if (n) break;
      if (n > 1) continue;
      if (n > 2) return 1;
      if (n > 3) goto out;
    }
  }
  goto in;
#pragma acc serial
  {
  in:
    a[0] = 1;
  }
out:
  return 0;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 5:14: invalid branch out of OpenACC Compute Construct
// expect-error: 6:18: invalid branch out of OpenACC Compute Construct
// expect-error: 7:18: invalid return out of OpenACC Compute Construct
// expect-error: 8:18: invalid branch out of OpenACC Compute Construct
// expect-error: 11:3: invalid branch into OpenACC Compute Construct
