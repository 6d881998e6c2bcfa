! Types: character dummies of assumed length (`character(*)`), a function whose result length
! depends on its argument, deferred-length allocatable strings that grow, and character
! arguments passed as substrings.
! expect-exit: 0
! expect-stdout:
! | [   acc   ]
! | 13
! | 5
! | 2 compu
! | *|**|***|****| 14
module strings
  implicit none
contains
  function pad_center(s, width) result(r)
    character(*), intent(in) :: s
    integer, intent(in) :: width
    character(len=width) :: r
    integer :: left
    r = ''
    left = (width - len_trim(s)) / 2
    r(left + 1:) = trim(s)
  end function pad_center
  subroutine count_vowels(s, n)
    character(*), intent(in) :: s
    integer, intent(out) :: n
    integer :: i
    n = 0
    do i = 1, len(s)
      if (index('aeiouAEIOU', s(i:i)) > 0) n = n + 1
    end do
  end subroutine count_vowels
end module strings

program chardummy
  use strings
  implicit none
  character(len=:), allocatable :: log
  character(len=20) :: word = 'Supercomputer'
  integer :: n, i
  write(*, '("[",a,"]")') pad_center('acc', 9)
  write(*, '(i0)') len(pad_center('x', 13))
  call count_vowels(word, n)
  write(*, '(i0)') n
  call count_vowels(word(6:10), n)
  write(*, '(i0,1x,a)') n, word(6:10)
  log = ''
  do i = 1, 4
    log = log // repeat('*', i) // '|'
  end do
  write(*, '(a,1x,i0)') log, len(log)
end program chardummy
