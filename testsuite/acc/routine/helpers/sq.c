/* Helper of 008_routine_other_file.c, compiled separately. */
double sq(double x) { return x * x; }
