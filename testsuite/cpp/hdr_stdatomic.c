#include <stdatomic.h>
int stdatomic_included;
