#include <stdbool.h>
int stdbool_included;
