// expect: 3:10: error: #include nested depth 200 exceeds maximum of 200 (use -fmax-include-depth=DEPTH to increase the maximum)
// expect-text: In file included from
#include "include_self.c"
