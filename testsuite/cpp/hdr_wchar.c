#include <wchar.h>
int wchar_included;
