/* Helper of 743_declare_target_initializer_other_file.c, compiled like it: the definitions,
   with their initializers, of globals that the other file's device code uses. */
int lut[6] = {4, 8, 15, 16, 23, 42};
double gain = 2.5;
#pragma omp declare target(lut, gain)
