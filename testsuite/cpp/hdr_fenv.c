#include <fenv.h>
int fenv_included;
