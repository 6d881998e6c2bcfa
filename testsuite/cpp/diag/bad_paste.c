// expect: 4:9: error: pasting "+" and "-" does not give a valid preprocessing token
// expect-text: note: expanded from macro 'cat'
#define cat(a, b) a ## b
int x = cat(+, -);
