#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <complex.h>
#include <stdint.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdarg.h>
#include <limits.h>
#include <float.h>
#include <time.h>
#include <sys/time.h>
#include <assert.h>
#include <errno.h>
#include <ctype.h>
#include <unistd.h>
int main(void) { printf("%d\n", INT_MAX); assert(1); return errno + isalpha(3) + (int)sqrt(2.0) + EXIT_SUCCESS; }
