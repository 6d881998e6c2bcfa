! Types: character lengths fixed on entry (§7.4.4.2), as report writers use them:
! automatic-length locals (`character(len=len(s))`, `character(len=n)`), a dummy declared
! with a length from another dummy (shorter than the actual), and functions whose result
! length comes from their arguments, called in expressions, loops and as arguments
! (200000 calls in a loop: each result's buffer is freed after its statement).
! expect-exit: 0
! expect-stdout:
! | ====================
! | | cell report |
! | widths 20 15
! | ===
! | | x |
! | widths 3 5
! | [DENSITY   ] 7
! | [ENERGY    ] 6
! | [PRESSURE  ] 8
! | desserts|CBA
! | <truncated> 9
! | <HI> 2
! | 0
! | 200000
module text
  implicit none
contains
  function upper(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: r
    integer :: i
    r = s
    do i = 1, len(r)
      if (r(i:i) >= 'a' .and. r(i:i) <= 'z') r(i:i) = achar(iachar(r(i:i)) - 32)
    end do
  end function

  function padded(s, width) result(r)
    character(len=*), intent(in) :: s
    integer, intent(in) :: width
    character(len=max(width, 0)) :: r
    r = s
  end function

  function reversed(s) result(r)
    character(len=*), intent(in) :: s
    character(len=len_trim(s)) :: r
    integer :: i, n
    n = len_trim(s)
    do i = 1, n
      r(i:i) = s(n - i + 1:n - i + 1)
    end do
  end function

  subroutine banner(title, width)
    character(len=*), intent(in) :: title
    integer, intent(in) :: width
    character(len=width) :: line
    character(len=len(title) + 4) :: boxed
    line = repeat('=', width)
    boxed = '| ' // title // ' |'
    write(*, '(a)') line
    write(*, '(a)') boxed
    write(*, '(a,i0,a,i0)') 'widths ', len(line), ' ', len(boxed)
  end subroutine

  subroutine first_n(s, n)
    integer, intent(in) :: n
    character(len=n), intent(in) :: s
    write(*, '(a,a,a,i0)') '<', s, '> ', len(s)
  end subroutine
end module

program automatic_length
  use text
  implicit none
  character(len=12) :: names(3)
  integer :: i, n
  names = [character(len=12) :: 'density', 'energy', 'pressure']
  call banner('cell report', 20)
  call banner('x', 3)
  do i = 1, 3
    write(*, '(a,a,a,i0)') '[', padded(upper(trim(names(i))), 10), '] ', len(reversed(names(i)))
  end do
  write(*, '(a)') reversed('stressed') // '|' // upper(reversed('abc'))
  call first_n('truncated text', 9)
  call first_n(upper('hi'), 2)
  write(*, '(i0)') len(padded('abc', -3))
  ! 200000 results of 1000 characters: their buffers must not pile up on the stack.
  n = 0
  do i = 1, 200000
    names(1) = padded('loop', 1000)
    if (names(1)(1:4) == 'loop') n = n + 1
  end do
  write(*, '(i0)') n
end program
