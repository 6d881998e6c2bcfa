! Control flow: block `do` with positive and negative steps, zero-trip loops, the loop
! variable's value after completion, labelled `do` ending on `continue`, and `do while`.
! expect-exit: 0
! expect-stdout:
! | sum=22 i after=13
! |  10  6  2
! | zero-trip count=0 i=5
! | 30
! | collatz(27) steps=111
program doloops
  implicit none
  integer :: i, n, s
  s = 0
  do i = 1, 10, 3
    s = s + i
  end do
  write(*, '(a,i0,a,i0)') 'sum=', s, ' i after=', i
  do i = 10, 1, -4
    write(*, '(i3)', advance='no') i
  end do
  write(*, *)
  n = 0
  do i = 5, 1
    n = n + 1
  end do
  write(*, '(a,i0,a,i0)') 'zero-trip count=', n, ' i=', i
  s = 0
  do 10 i = 1, 4
    s = s + i * i
10 continue
  write(*, '(i0)') s
  n = 27
  s = 0
  do while (n /= 1)
    if (mod(n, 2) == 0) then
      n = n / 2
    else
      n = 3 * n + 1
    end if
    s = s + 1
  end do
  write(*, '(a,i0)') 'collatz(27) steps=', s
end program doloops
