/* Skipped groups (C17 §6.10.1p6): only directive names are looked at, but comments and
   literals still hide a '#' or a line end, and splices still join lines. */
#if 0
a "string with #endif" still skipped
/* a comment hiding
#endif
   inside it */
' unterminated /* not a comment start
#else
first_else_taken
#endif
#ifdef NOT_DEFINED
// a line comment /* not a block comment
## not a directive
%:%: not a directive either
  /* c */ # /* c */ if 1
    nested
  # endif
#elif 1 /* comment */ + \
  1
elif_taken
#else
not_taken
#endif
#if 0
%:if 1
#else
%:endif
#endif
digraph_ok
#if 0
#\
else
spliced_else_taken
#endif
#if 0
#define X "#endif
#endif
after_unterminated_string
#if 0
'a' '\'' "\"#endif" '#' /* x */ # endif
#endif
/* comment */ #if 0
x /*
*/ #else
after_comment_else
#endif
last_line
