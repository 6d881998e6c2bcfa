// ABI: values of every SysV x86-64 class (1..32+ byte structs of INTEGER, SSE, mixed, MEMORY and
// X87 classes, unions, bit-fields, complex, __int128) passed and returned by value between this
// file and gcc-compiled code, in both directions, in registers and on the stack.
// link-with: helpers/struct_classes.c
// expect-exit: 0
// expect-stdout:
// | gcc   s1     one 20 many 9298
// | gcc   s2     one 20 many 9298
// | gcc   s3     one 131 many 11216
// | gcc   s4     one 20 many 9298
// | gcc   s5     one 357 many 15618
// | gcc   s6     one 131 many 11216
// | gcc   s7     one 722 many 23368
// | gcc   s8     one 98 many 10630
// | gcc   s9     one 1250 many 35330
// | gcc   s12    one 131 many 11216
// | gcc   s16    one 98 many 10630
// | gcc   s16p   one 98 many 10630
// | gcc   f1     one 20 many 9306
// | gcc   f2     one 63 many 10026
// | gcc   f3     one 132 many 11268
// | gcc   f4     one 230 many 13140
// | gcc   d1     one 20 many 9306
// | gcc   d2     one 63 many 10026
// | gcc   m_if   one 98 many 10630
// | gcc   m_dl   one 98 many 10638
// | gcc   m_ld   one 98 many 10630
// | gcc   m_cd   one 98 many 10630
// | gcc   m_ffi  one 121 many 10864
// | gcc   m_iff  one 123.5 many 10921
// | gcc   m_fds  one 121 many 10864
// | gcc   s24    one 131 many 11216
// | gcc   d3     one 132 many 11268
// | gcc   big    one 2891 many 75346
// | gcc   ldx    one 20 many 9306
// | gcc   ld     one 20 many 9306
// | gcc   i128   one 20 many 9298
// | gcc   f32    one 20 many 9306
// | gcc   nest   one 241.5 many 13032
// | gcc   un8    one 20 many 9306
// | gcc   bits   one 30362 many 626852
// | gcc   cf     one 53 many 10026
// | gcc   cd     one 53 many 10026
// | gcc   cld    one 53 many 10026
// | test  s1     one 20 many 9298
// | test  s2     one 20 many 9298
// | test  s3     one 131 many 11216
// | test  s4     one 20 many 9298
// | test  s5     one 357 many 15618
// | test  s6     one 131 many 11216
// | test  s7     one 722 many 23368
// | test  s8     one 98 many 10630
// | test  s9     one 1250 many 35330
// | test  s12    one 131 many 11216
// | test  s16    one 98 many 10630
// | test  s16p   one 98 many 10630
// | test  f1     one 20 many 9306
// | test  f2     one 63 many 10026
// | test  f3     one 132 many 11268
// | test  f4     one 230 many 13140
// | test  d1     one 20 many 9306
// | test  d2     one 63 many 10026
// | test  m_if   one 98 many 10630
// | test  m_dl   one 98 many 10638
// | test  m_ld   one 98 many 10630
// | test  m_cd   one 98 many 10630
// | test  m_ffi  one 121 many 10864
// | test  m_iff  one 123.5 many 10921
// | test  m_fds  one 121 many 10864
// | test  s24    one 131 many 11216
// | test  d3     one 132 many 11268
// | test  big    one 2891 many 75346
// | test  ldx    one 20 many 9306
// | test  ld     one 20 many 9306
// | test  i128   one 20 many 9298
// | test  f32    one 20 many 9306
// | test  nest   one 241.5 many 13032
// | test  un8    one 20 many 9306
// | test  bits   one 30362 many 626852
// | test  cf     one 53 many 10026
// | test  cd     one 53 many 10026
// | test  cld    one 53 many 10026
#include <stdio.h>
#include "helpers/abi_types.h"

#define DECLARE_GCC(T) ABI_DECLARE(gcc, T)
#define DEFINE_TEST(T) ABI_DEFINE(test, T)
#define CALL_GCC(T) ABI_CALL(gcc, T)
ABI_TYPES(DECLARE_GCC)
ABI_TYPES(DEFINE_TEST)
void gcc_calls_test(void);

int main(void) {
    ABI_TYPES(CALL_GCC)
    gcc_calls_test();
    return 0;
}
