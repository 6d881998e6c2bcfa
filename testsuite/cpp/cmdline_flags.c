/* cpp-flags: -imacros cmdline/macros.h -include cmdline/first.h -include cmdline/second.h -Icmdline/mid -idirafter cmdline/after */
/* -imacros, -include and -idirafter (gcc's order: -imacros files, <stdc-predef.h>, -include
   files, the main file; -idirafter directories after the system ones). */
#define MAIN_FILE_SEEN 1
int main_sees = NESTED_IMACROS(FROM_IMACROS);
#include <only_after.h>
#include <in_both.h>
#if __has_include(<only_after.h>)
has_include_sees_idirafter
#endif
