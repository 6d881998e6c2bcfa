#include <assert.h>
int assert_included;
