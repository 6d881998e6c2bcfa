! `declare target` in a module (OpenMP 4.5 §2.10.6), the spec examples' way: a module function
! with `!$omp declare target` in its specification part, another named by the module's
! `declare target(list)`, module variables in `declare target to(list)` (their device copies
! start with the host's initial values and follow `target update`) and a large table in
! `declare target link(list)`, mapped by the target region that uses it.
! expect-exit: 0
! expect-stdout:
! | initial: 17.0 1006
! | updated: 30.0 3003
! | link: 2460.0
! | counter: 200
module physics
  implicit none
  integer, parameter :: n = 200
  real(8) :: coef(3) = [1d0, 2d0, 3d0]
  integer :: offset = 1000
  !$omp declare target to(coef, offset)
  real(8) :: table(n)
  !$omp declare target link(table)
  integer :: hits(n)
  !$omp declare target(hits, poly)
contains
  real(8) function poly(x)
    real(8), intent(in) :: x
    poly = coef(1) + x * (coef(2) + x * coef(3))
  end function

  integer function shifted(i)
    !$omp declare target
    integer, intent(in) :: i
    shifted = i + offset
  end function

  real(8) function lookup(i)
    !$omp declare target
    integer, intent(in) :: i
    lookup = table(i) * 2
  end function
end module

program declare_target_module
  use physics
  implicit none
  real(8) :: p(n), q(n)
  integer :: s(n), i

  !$omp target teams distribute parallel do map(from: p, s)
  do i = 1, n
    p(i) = poly(dble(mod(i, 3)))
    s(i) = shifted(mod(i, 7))
  end do
  print '(a,f0.1,1x,i0)', 'initial: ', maxval(p), maxval(s)

  coef = [11d0, 12d0, 13d0]
  offset = 3000
  !$omp target update to(coef, offset)
  !$omp target teams distribute parallel do map(from: p, s)
  do i = 1, n
    p(i) = poly(dble(mod(i, 2)))
    s(i) = shifted(mod(i, 4))
  end do
  print '(a,f0.1,1x,i0)', 'updated: ', maxval(p) - minval(p) + 5, maxval(s)

  table = [(dble(mod(i * 13, 17)), i = 1, n)]
  !$omp target teams distribute parallel do map(to: table) map(from: q)
  do i = 1, n
    q(i) = lookup(i) + 1
  end do
  print '(a,f0.1)', 'link: ', sum(q) - sum(table) * 2 + 2260

  hits = 0
  !$omp target update to(hits)
  !$omp target teams distribute parallel do
  do i = 1, n
    hits(i) = hits(i) + 1
  end do
  !$omp target update from(hits)
  print '(a,i0)', 'counter: ', sum(hits)
end program
