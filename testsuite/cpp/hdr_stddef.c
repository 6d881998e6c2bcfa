#include <stddef.h>
int stddef_included;
