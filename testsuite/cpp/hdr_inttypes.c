#include <inttypes.h>
int inttypes_included;
