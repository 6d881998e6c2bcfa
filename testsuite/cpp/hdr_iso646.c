#include <iso646.h>
int iso646_included;
