#include <stdint.h>
int stdint_included;
