int table[-3];

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 1:11: 'table' declared as an array with a negative size
