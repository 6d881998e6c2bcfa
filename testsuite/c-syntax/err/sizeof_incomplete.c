struct fwd;
unsigned long n = sizeof(struct fwd);

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 2:19: invalid application of 'sizeof' to an incomplete type 'struct fwd'
