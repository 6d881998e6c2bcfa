! Control flow: `stop` with an integer code ends the program with that exit status, after
! output already written (and flushed) to stdout.
! expect-exit: 3
! expect-stdout:
! | limit reached at i=6 s=21
program stopper
  implicit none
  integer :: i, s
  s = 0
  do i = 1, 10
    s = s + i
    if (s > 20) then
      write(*, '(a,i0,a,i0)') 'limit reached at i=', i, ' s=', s
      stop 3
    end if
  end do
  write(*, '(a)') 'not reached'
end program stopper
