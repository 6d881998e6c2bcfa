// Excess initializers: gcc 12 warns under no -W option, once per brace list, and drops them.
struct S { int a, b; } s = {1, 2, 3};
int x = {4, 5};
int g[3][4] = {{1, 2}, [2] = {[3] = 9}, 5, 6};
struct T { int a[2]; int b; } t = {{1, 2, 3}, 4, 5};
char str[3] = "abcd";
union U { int i; float f; } u = {1, 2};

// expect-warning: 2:35: excess elements in struct initializer
// expect-warning: 3:13: excess elements in scalar initializer
// expect-warning: 4:41: excess elements in array initializer
// expect-warning: 5:43: excess elements in array initializer
// expect-warning: 5:50: excess elements in struct initializer
// expect-warning: 6:15: initializer-string for array of 'char' is too long
// expect-warning: 7:37: excess elements in union initializer
