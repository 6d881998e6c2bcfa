int from_I_dir;
#include_next <in_both.h>
