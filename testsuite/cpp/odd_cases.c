/* cpp-flags: -fopenmp */
#define HDR <stddef.h>
#include HDR
#define QHDR "sub.h"
#include QHDR
#if __has_include(HDR) && __has_include(QHDR)
yes1
#endif
#define DO_PRAGMA(x) _Pragma(#x) after
DO_PRAGMA(omp parallel for)
#define EMPTY
EMPTY # define NOT_A_DIRECTIVE
#define f(x) #x
f(@) f('"') f("\n") f(a
b)
#line 7 "foo.c"
__FILE__ __LINE__
# 100 "bar.c" 2
__FILE__ __LINE__
#if 1 ? 2 : (1/0)
yes2
#endif
#define paste(a,b) a##b
paste(1,e)+3 paste(,) x
#define fl(a) a
fl(fl)(1)
