#include <errno.h>
int errno_included;
