// expect: 5:1: error: macro "f" requires 2 arguments, but only 1 given
// expect: 6:3: error: macro "f" passed 3 arguments, but takes just 2
// expect: 7:1: error: unterminated argument list invoking macro "f"
#define f(a, b) a + b
f(1);
  f(1, 2, 3);
f(1,
