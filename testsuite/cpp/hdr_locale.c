#include <locale.h>
int locale_included;
