#include <ctype.h>
int ctype_included;
