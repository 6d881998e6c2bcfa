/* GNU extensions and corner cases glibc-style code relies on. */
#include "include/guarded.h"
#include "include/guarded.h"
#include "include/once.h"
#include "include/once.h"
#include <include/guarded.h>
#define e(fmt, args...) printf(fmt , ## args)
e("a") e("b", 1, 2)
#define CAT(a, b) a ## b
#define XCAT(a, b) CAT(a, b)
XCAT(__LINE__, x) CAT(L, "wide") CAT(u8, "s") CAT(., 5) CAT(+, =) CAT(<, <=)
#define EMPTY
#define LPAREN (
#define RPAREN )
#define F(x, y) x + y
#define ELLIP_FUNC(...) __VA_ARGS__
ELLIP_FUNC(F, LPAREN, 'a', 'b', RPAREN);
#define AA BB
#define BB AA
AA BB
#define recurse(x) x recurse(x)
recurse(recurse(1))
#if __has_include(<stdio.h>) && !__has_include("nonexistent.h") && __has_include_next(<stddef.h>)
has_include_works
#endif
#if __has_attribute(noreturn) && !__has_attribute(bogus_attr) && __has_builtin(__builtin_expect)
has_attribute_works
#endif
#if (-1 >> 1) == -1 && 0xffffffffffffffff == -1 && (1 ? -1 : 0u) > 0 && '\377' < 0 && 10 / 3 == 3 && -7 % 3 == -1
arith_works
#endif
#if defined EMPTY && !defined(NOPE) && __STDC_VERSION__ >= 201710L && __GNUC__ >= 12
defined_works
#elif 1/0
#else
#endif
#ifdef __x86_64__
x86_64
#endif
#line 1000 "renamed.c"
__LINE__ __FILE__
#define str(x) #x
#define xstr(x) str(x)
xstr(__LINE__) str(  a  "\n"  'b'  ) str(/* c */ x /* d */ y)
#pragma GCC diagnostic push
#pragma pack(push, 4)
#pragma STDC FP_CONTRACT ON
#pragma GCC diagnostic pop
#pragma push_macro("AA")
#undef AA
AA
#pragma pop_macro("AA")
AA
%: define DIGRAPH <: :> <% %>
DIGRAPH
#define f(x) [x]
#define g f
g
(1) f
#define h() H
h ( ) h
(
)
