/* -imacros: the definitions stay, the text does not. */
#define FROM_IMACROS 42
#include "macros_nested.h"
this_text_is_discarded
