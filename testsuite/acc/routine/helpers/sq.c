/* Helper of 008_routine_other_file.c, compiled separately like it: the routine directive
   gives `sq` a device version other files' device code can call. */
#pragma acc routine seq
double sq(double x) { return x * x; }
