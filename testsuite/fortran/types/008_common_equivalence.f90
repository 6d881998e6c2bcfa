! Types: a named common block shared by a subroutine and the main program with different
! local names, blank common, and `equivalence` of an array with scalars and of two arrays.
! expect-exit: 0
! expect-stdout:
! |   1.0000 8
! |   1.0  2.0  3.0  4.0
! | 10 20
! |   1.0  3.0  5.0
! |   2.0  4.0  6.0
subroutine setup()
  implicit none
  real(8) :: dt, time
  integer :: step
  common /clock/ dt, time, step
  real(8) :: work(4)
  common work
  dt = 0.125d0
  time = 0.0d0
  step = 0
  work = [1.0d0, 2.0d0, 3.0d0, 4.0d0]
end subroutine setup

program commons
  implicit none
  real(8) :: delta, t
  integer :: nstep, i
  common /clock/ delta, t, nstep
  real(8) :: w(4)
  common w
  integer :: ibuf(4), first, second
  equivalence (ibuf(1), first), (ibuf(2), second)
  real(8) :: grid(2, 3), flat(6)
  equivalence (grid, flat)
  call setup()
  do i = 1, 8
    t = t + delta
    nstep = nstep + 1
  end do
  write(*, '(f8.4,1x,i0)') t, nstep
  write(*, '(4f5.1)') w
  ibuf = [10, 20, 30, 40]
  write(*, '(i0,1x,i0)') first, second
  flat = [(real(i, 8), i = 1, 6)]
  write(*, '(3f5.1)') grid(1, :)
  write(*, '(3f5.1)') grid(2, :)
end program commons
