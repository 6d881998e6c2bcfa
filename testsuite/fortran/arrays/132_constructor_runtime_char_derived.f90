! Arrays: array constructors of run-time-length character items (`[character(len=n) :: s1,
! s2]` with a run-time n, padding and truncating; `[s1, s2]` of deferred-length strings of
! equal length) and of derived-type items with allocatable components (variables and
! function results; each element's components are copies, §7.5.10 / §10.2.1.3).
! expect-exit: 0
! expect-stdout:
! | ab   |xyz  |
! | 2 ab xy lo
! | 3 abc xyz
! | 3 3 [abc] [xyz] [abc] [
! | 3
! | 2 y 7 8
! | 2 zz 1 2
! | 3 zzz 1 2 3
! | zzz y 1 2 3 7 8
module ctor_types
  implicit none
  type t
    integer, allocatable :: v(:)
    character(len=:), allocatable :: name
  end type
contains
  function mk(n) result(r)
    integer, intent(in) :: n
    type(t) :: r
    integer :: i
    r%v = [(i, i = 1, n)]
    r%name = repeat('z', n)
  end function
  subroutine put(words)
    character(len=*), intent(in) :: words(:)
    write (*, '(i0, 1x, i0, *(1x, "[", a, "]"))') size(words), len(words), words
  end subroutine
end module

program constructor_runtime_char_derived
  use ctor_types
  implicit none
  character(len=:), allocatable :: s1, s2, w(:)
  character(len=5) :: c(2)
  type(t), allocatable :: xs(:)
  type(t) :: y
  integer :: n, i
  n = 5
  s1 = 'ab'
  s2 = 'xyz'
  c = [character(len=n) :: s1, s2]
  write (*, '(a, "|", a, "|")') c(1), c(2)
  w = [character(len=n - 3) :: s1, s2, 'long']
  write (*, '(i0, 3(1x, a))') len(w), w
  s1 = 'abc'
  write (*, '(i0, 2(1x, a))') len([s1, s2]), [s1, s2]
  call put([s1, s2, s1 // ''])
  y%v = [7, 8]
  y%name = 'y'
  xs = [y, mk(2), mk(3)]
  y%v(1) = -1
  write (*, '(i0)') size(xs)
  do i = 1, size(xs)
    write (*, '(i0, 1x, a, *(1x, i0))') size(xs(i)%v), xs(i)%name, xs(i)%v
  end do
  xs = [xs(3), xs(1)]
  write (*, '(a, 1x, a, *(1x, i0))') xs(1)%name, xs(2)%name, xs(1)%v, xs(2)%v
end program
