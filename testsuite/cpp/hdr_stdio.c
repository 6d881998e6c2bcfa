#include <stdio.h>
int stdio_included;
