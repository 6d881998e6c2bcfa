/* cpp-flags: -fopenmp */
#include <omp.h>
int omp_included;
