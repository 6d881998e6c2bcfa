int x = 123abc;
double y = 1.5q2;

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:12: invalid digit 'a' in decimal constant
// expect-error: 2:15: invalid suffix 'q2' on floating constant
