// expect: include/outer.h:2:10: fatal error: 'nope.h' file not found
// expect-text: In file included from
#include "include/outer.h"
int after;
