! Character array function results of constant length (§15.5.3): an allocatable and an
! explicit-shape result, assigned to fixed and allocatable arrays, printed, passed to a
! procedure, indexed through a section, and compared element by element.
! expect-exit: 0
! expect-stdout:
! |  nm1    nm2    nm3   
! |  nm1    nm2    nm3   
! | 2 nm1    nm2   
! |  AAAA BBBB
! |  AAAA BBBB
! | 4 6 nm4|nm3|nm2|nm1|
! | T 2
module m
contains
  function names(n) result(r)
    integer, intent(in) :: n
    character(len=6), allocatable :: r(:)
    integer :: i
    allocate(r(n))
    do i = 1, n
      r(i) = 'nm' // achar(48 + i)
    end do
  end function
  function fixed(n) result(r)
    integer, intent(in) :: n
    character(len=4) :: r(n)
    integer :: i
    do i = 1, n
      r(i) = repeat(achar(64 + i), 4)
    end do
  end function
end module
program char_results
  use m
  character(len=6), allocatable :: a(:)
  character(len=6) :: b(3)
  character(len=4) :: c(2)
  print '(3a7)', names(3)
  b = names(3)
  print '(3a7)', b
  a = names(2)
  print '(i0, 2a7)', size(a), a
  c = fixed(2)
  print '(2a5)', c, fixed(2)
  call show(names(4))
  print '(l1, 1x, i0)', all(names(3) == ['nm1', 'nm2', 'nm3']), count(fixed(3) /= 'BBBB')
contains
  subroutine show(v)
    character(len=*), intent(in) :: v(:)
    integer :: i
    print '(i0, 1x, i0, 1x, *(a, "|"))', size(v), len(v), (trim(v(i)), i = size(v), 1, -1)
  end subroutine
end program char_results
