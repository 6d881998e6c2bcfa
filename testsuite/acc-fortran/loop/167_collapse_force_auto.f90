! reference: without -fopenacc
! `collapse(force: 2)` (OpenACC 3.3 §2.9.1) over a nest with code between the loops (the
! row's offset computed before the inner loop: force lets the compiler repeat it per
! iteration), and `loop auto` and `loop seq` (§2.9.5, §2.9.6) in a `parallel` region: the
! auto loop carries no dependence, the seq loop a running sum. gfortran 12 has no `force:`;
! the reference is the sequential meaning.
! expect-exit: 0
! expect-stdout:
! | a(1,1), a(m,n) =      101.0     3100.0
! | p(n)           =    1275.0
! | q(1), q(n)     =       2.0     100.0
program collapse_force_auto
  implicit none
  integer, parameter :: m = 60, n = 50
  real :: a(m, n), p(n), q(n)
  real :: off
  integer :: i, j
  !$acc parallel loop collapse(force: 2) copyout(a) private(off)
  do j = 1, n
    off = 100.0 * j / j
    do i = 1, m
      a(i, j) = off + i * j
    end do
  end do
  !$acc parallel copyout(p, q) num_gangs(1)
  !$acc loop auto
  do j = 1, n
    q(j) = 2.0 * j
  end do
  p(1) = 1
  !$acc loop seq
  do j = 2, n
    p(j) = p(j - 1) + j
  end do
  !$acc end parallel
  print '(a, 2f11.1)', 'a(1,1), a(m,n) =', a(1, 1), a(m, n)
  print '(a, f10.1)', 'p(n)           =', p(n)
  print '(a, 2f10.1)', 'q(1), q(n)     =', q(1), q(n)
end program collapse_force_auto
