#include <stdalign.h>
int stdalign_included;
