struct later;
struct holder { struct later inner; };

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:30: field has incomplete type 'struct later'
