int double x;

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:5: cannot combine with previous 'int' declaration specifier
