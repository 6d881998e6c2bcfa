/* The C half of a mixed C/Fortran OpenACC program: maps, queries and updates through the
 * runtime library's C API the arrays the Fortran half uses in compute constructs. */
#include <openacc.h>
#include <stddef.h>

void c_map(double *b, int n) { acc_copyin(b, (size_t)n * sizeof(double)); }

int c_present(double *a, int n) { return acc_is_present(a, (size_t)n * sizeof(double)); }

void c_fetch(double *a, int n) { acc_update_self(a, (size_t)n * sizeof(double)); }

void c_unmap(double *b, int n) { acc_delete(b, (size_t)n * sizeof(double)); }
