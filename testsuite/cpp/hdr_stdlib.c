#include <stdlib.h>
int stdlib_included;
