#include <stdarg.h>
int stdarg_included;
