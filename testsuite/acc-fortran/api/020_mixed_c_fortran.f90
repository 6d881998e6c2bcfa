! One program of Fortran and C (OpenACC 3.3 §3.2): data mapped by a Fortran directive is
! present to C's acc_is_present, data mapped by C's acc_copyin is `present` to a Fortran
! compute construct, and C's acc_update_self brings back what a Fortran kernel computed —
! one present table for both languages.
! link-with: helpers/mixed.c
! expect-exit: 0
! expect-stdout:
! | present to C: 1
! | a(1), a(n) =    1.50  100.50
! | PASS
module mixed_m
  use iso_c_binding
  implicit none
  interface
    subroutine c_map(b, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: b(*)
      integer(c_int), value :: n
    end subroutine c_map
    integer(c_int) function c_present(a, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: a(*)
      integer(c_int), value :: n
    end function c_present
    subroutine c_fetch(a, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: a(*)
      integer(c_int), value :: n
    end subroutine c_fetch
    subroutine c_unmap(b, n) bind(c)
      import :: c_double, c_int
      real(c_double) :: b(*)
      integer(c_int), value :: n
    end subroutine c_unmap
  end interface
end module mixed_m

program mixed_c_fortran
  use mixed_m
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), b(n)
  integer :: i, p
  do i = 1, n
    a(i) = real(i, 8)
    b(i) = 0.5d0
  end do
  !$acc enter data copyin(a)
  p = c_present(a, n)
  call c_map(b, n)
  !$acc parallel loop present(a, b)
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  call c_fetch(a, n)
  call c_unmap(b, n)
  !$acc exit data delete(a)
  print '(a, i2)', 'present to C:', p
  print '(a, 2f8.2)', 'a(1), a(n) =', a(1), a(n)
  if (p /= 0 .and. a(n) == real(n, 8) + 0.5d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program mixed_c_fortran
