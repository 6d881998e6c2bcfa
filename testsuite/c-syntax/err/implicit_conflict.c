int a(void) { return bar(1.5f); }
static int bar(float x) { return x; }

// Expected diagnostics (gcc 12: an implicit declaration is int(); a prototype with a
// parameter that default promotions change conflicts with it):
// expect-warning: 1:22: implicit declaration of function 'bar'
// expect-error: 2:12: conflicting types for 'bar'; have 'int (float)'
