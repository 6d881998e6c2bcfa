#include <tgmath.h>
int tgmath_included;
