#include <stdnoreturn.h>
int stdnoreturn_included;
