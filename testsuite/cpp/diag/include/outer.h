/* outer.h */
#include "nope.h"
