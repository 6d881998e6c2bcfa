/* Helper of 008_declare_initializer_other_file.c, compiled like it: the definitions, with
   their initializers, of declared globals that the other file's device code uses. */
float coeffs[5] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f};
int ncoeffs = 5;
#pragma acc declare copyin(coeffs, ncoeffs)
