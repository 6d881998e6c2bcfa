#include <math.h>
int math_included;
