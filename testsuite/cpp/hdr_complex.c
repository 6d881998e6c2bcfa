#include <complex.h>
int complex_included;
