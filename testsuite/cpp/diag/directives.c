// expect: 9:2: error: #error stop here
// expect: 10:2: error: invalid preprocessing directive #bogus
// expect: 11:2: error: #endif without #if
// expect: 12:6: error: division by zero in #if
// expect: 14:2: error: #else after #else
// expect: 16:5: error: missing ')' in expression
// expect: 18:14: error: '#' is not followed by a macro parameter
// expect: 20:9: warning: "R" redefined
#error stop here
#bogus
#endif
#if 1/0
#else
#else
#endif
#if (1 + 2
#endif
#define S(x) #y
#define R 1
#define R 2
