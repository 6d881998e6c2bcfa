! Types: FINAL procedures and INTENT(OUT) dummies (F2018 §7.5.6.3, decision 118): the actual
! argument is finalized when the subroutine is invoked, a variable or an array element, and
! an allocatable actual of an allocatable INTENT(OUT) dummy only when it is allocated.
! expect-exit: 0
! expect-stdout:
! | fin   3
! | a   4
! | fin   5
! | h   6
! | fin   2
! | arr   1   7
module m
  type :: t
    integer :: n = 0
  contains
    final :: fin
  end type
contains
  subroutine fin(x)
    type(t), intent(inout) :: x
    print '(a,i4)', 'fin', x%n
  end subroutine
  subroutine reset(x, k)
    type(t), intent(out) :: x
    integer, intent(in) :: k
    x%n = k
  end subroutine
  subroutine renew(x, k)
    type(t), allocatable, intent(out) :: x
    integer, intent(in) :: k
    allocate(x)
    x%n = k
  end subroutine
end module
program p
  use m
  type(t) :: a, arr(2)
  type(t), allocatable :: h
  a%n = 3
  call reset(a, 4)
  print '(a,i4)', 'a', a%n
  call renew(h, 5)
  call renew(h, 6)
  print '(a,i4)', 'h', h%n
  arr%n = [1, 2]
  call reset(arr(2), 7)
  print '(a,2i4)', 'arr', arr%n
end program
