! Control flow: `goto` forward and backward, a computed `goto` dispatching on an index
! (out-of-range falls through), and arithmetic-free state machine in legacy style.
! expect-exit: 0
! expect-stdout:
! | state 1
! | state 3
! | state 2
! | fell through with state 4
! | visits 4
! | k=5
program gotos
  implicit none
  integer :: state, n, k
  n = 0
  state = 1
100 continue
  n = n + 1
  go to (110, 120, 130) state
  write(*, '(a,i0)') 'fell through with state ', state
  go to 200
110 write(*, '(a)') 'state 1'
  state = 3
  go to 100
120 write(*, '(a)') 'state 2'
  state = 4
  go to 100
130 write(*, '(a)') 'state 3'
  state = 2
  go to 100
200 continue
  write(*, '(a,i0)') 'visits ', n
  k = 0
300 k = k + 1
  if (k < 5) goto 300
  write(*, '(a,i0)') 'k=', k
end program gotos
