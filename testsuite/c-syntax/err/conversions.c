#include <string.h>
struct cfg { const int id; int val; };
void take(char *s);
int main(void)
{
    struct cfg a = { 1, 2 }, b = { 3, 4 };
    a.id = 5;
    a = b;
    const char *msg = "hi";
    take(msg);
    int *ip;
    double *dp = 0;
    ip = dp;
    char *cp = msg;
    long l = 0;
    l = ip;
    int x = "str";
    float f = ip;
    return strlen(cp) + x + (int)f;
}

// Expected diagnostics (texts as clang-22 -fsyntax-only reports them; errors and warnings as
// gcc 12 -fsyntax-only decides):
// expect-error: 7:10: cannot assign to non-static data member 'id' with const-qualified type 'const int'
// expect-error: 8:7: cannot assign to variable 'a' with const-qualified data member 'id'
// expect-warning: 10:10: passing 'const char *' to parameter of type 'char *' discards qualifiers
// expect-warning: 13:8: incompatible pointer types assigning to 'int *' from 'double *'
// expect-warning: 14:11: initializing 'char *' with an expression of type 'const char *' discards qualifiers
// expect-warning: 16:7: incompatible pointer to integer conversion assigning to 'long' from 'int *'
// expect-warning: 17:9: incompatible pointer to integer conversion initializing 'int' with an expression of type 'char[4]'
// expect-error: 18:11: initializing 'float' with an expression of incompatible type 'int *'
