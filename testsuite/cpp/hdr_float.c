#include <float.h>
int float_included;
