#include <setjmp.h>
int setjmp_included;
