#include <string.h>
int string_included;
