! Intrinsics: character functions (achar/iachar, lge/lgt/lle/llt, index with back, scan and
! verify with back, trim/adjustl, len_trim, repeat), and a manual to-upper built on achar.
! expect-exit: 0
! expect-stdout:
! | [VISIT_FREQUENCY = 10  ]
! |  T F T T
! |    9  12
! |    6  17
! |    6  17
! | [10]
! | 20
! | ababab|
! | Hi
program charf
  implicit none
  character(len=*), parameter :: s = 'Visit_Frequency = 10  '
  character(len=len(s)) :: u
  integer :: i, c
  u = s
  do i = 1, len(u)
    c = iachar(u(i:i))
    if (c >= iachar('a') .and. c <= iachar('z')) u(i:i) = achar(c - 32)
  end do
  write(*, '("[",a,"]")') u
  write(*, '(4l2)') lge('abc', 'abb'), lgt('a', 'a'), lle('A', 'a'), llt('Z', 'a')
  write(*, '(2i4)') index(s, 'e'), index(s, 'e', back=.true.)
  write(*, '(2i4)') scan(s, '=_'), scan(s, '=_', back=.true.)
  write(*, '(2i4)') verify(s, 'VISTisit'), verify(s, ' 01', back=.true.)
  write(*, '("[",a,"]")') trim(adjustl(s(index(s, '=') + 1:)))
  write(*, '(i0)') len_trim(s)
  write(*, '(a)') repeat('ab', 3) // '|'
  write(*, '(a)') achar(72) // achar(105)
end program charf
