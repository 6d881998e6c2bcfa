#include <wctype.h>
int wctype_included;
