/* Helper of 009_routine_declare_other_file.c, compiled like it: a declared global and a
   routine that reads it. */
double table[64];
#pragma acc declare create(table)
#pragma acc routine seq
double lookup(int i) { return 2.0 * table[i % 64]; }
