#include <limits.h>
int limits_included;
