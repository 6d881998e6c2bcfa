! Array temporaries of run-time size larger than the 8 MiB default stack (§10.2.1.3: the
! right side is evaluated before any element is defined): an overlapping shift, a WHERE mask
! that reads the array it assigns, a FORALL reading a neighbour it assigns, and an array
! expression passed as an actual argument, each of 4 Mi doubles (32 MiB) in a procedure
! taking the array as an assumed-shape dummy. gfortran and flang put such temporaries on the
! heap; a stack temporary overflows the stack.
! expect-exit: 0
! expect-stdout:
! | shift:   sum =      8796090925057.0  a(1), a(2), a(n) =        1.0       1.0 4194303.0
! | where:   sum =      4398044413954.0  count(a > 3) =   4194296
! | forall:  sum =      8796088827907.0  a(2) =        2.0
! | actual:  total =     17592177655814.0
program large_temporaries
  implicit none
  integer, parameter :: n = 4 * 1024 * 1024
  real(8), allocatable :: a(:)
  integer :: i
  allocate (a(n))
  do i = 1, n
    a(i) = i
  end do
  call shift(a)
  print '(a, f20.1, a, 3f10.1)', 'shift:   sum = ', sum(a), '  a(1), a(2), a(n) = ', a(1), a(2), a(n)
  call mask(a)
  print '(a, f20.1, a, i9)', 'where:   sum = ', sum(a), '  count(a > 3) = ', count(a > 3)
  call neighbours(a)
  print '(a, f20.1, a, f10.1)', 'forall:  sum = ', sum(a), '  a(2) = ', a(2)
  print '(a, f20.1)', 'actual:  total = ', total(a + a(n:1:-1))
contains
  subroutine shift(x)
    real(8), intent(inout) :: x(:)
    integer :: m
    m = size(x)
    x(2:m) = x(1:m - 1)
  end subroutine shift

  subroutine mask(x)
    real(8), intent(inout) :: x(:)
    where (x > x(size(x):1:-1)) x = x(size(x):1:-1)
  end subroutine mask

  subroutine neighbours(x)
    real(8), intent(inout) :: x(:)
    integer :: j
    forall (j = 2:size(x)) x(j) = x(j - 1) + x(j)
  end subroutine neighbours

  real(8) function total(y)
    real(8), intent(in) :: y(:)
    total = sum(y)
  end function total
end program large_temporaries
