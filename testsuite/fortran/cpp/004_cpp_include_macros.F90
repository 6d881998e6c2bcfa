! Preprocessing (.F90): `#include` of a header with macros (helpers/config.h), a macro used
! in a declaration and in a format, and `#undef` followed by a redefinition.
! expect-exit: 0
! expect-stdout:
! | cells: 8
! |   0.50  1.00  1.50  2.00
! |   2.50  3.00  3.50  4.00
! |  0.500
#include "helpers/config.h"
program cppinc
  implicit none
  real(8) :: v(NCELLS)
  integer :: i
  v = [(HALF * i, i = 1, NCELLS)]
  write(*, '(a,i0)') 'cells: ', NCELLS
  write(*, '(4f6.2)') v
#undef HALF
#define HALF 0.25d0
  write(*, '(f6.3)') HALF * 2
end program cppinc
