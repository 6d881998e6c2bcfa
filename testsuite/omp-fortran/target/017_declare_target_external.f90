! `declare target` in external procedures (OpenMP 4.5 §2.10.6): `!$omp declare target` in the
! specification part of a subroutine, `declare target(counted)` naming the function it is in,
! the directive in their interface bodies, a named common block in `declare target(/block/)`
! in every program unit that declares it, and a saved local variable in `declare target
! to(list)`, whose device copy keeps its initial value.
! expect-exit: 0
! expect-stdout:
! | sums: 115.0 1515.0 6520.0
! | counted: 101 108
! | rescaled: 6844.0
subroutine accumulate(n, x, total)
  implicit none
  !$omp declare target
  integer, intent(in) :: n
  real(8), intent(in) :: x(n)
  real(8), intent(out) :: total
  real(8) :: scale, shift
  common /params/ scale, shift
  !$omp declare target(/params/)
  integer :: i
  total = 0
  do i = 1, n
    total = total + scale * x(i) + shift
  end do
end subroutine

integer function counted(k)
  implicit none
  !$omp declare target(counted)
  integer, intent(in) :: k
  integer, save :: base = 100
  !$omp declare target to(base)
  counted = base + k
end function

program declare_target_external
  implicit none
  interface
    subroutine accumulate(n, x, total)
      !$omp declare target
      integer, intent(in) :: n
      real(8), intent(in) :: x(n)
      real(8), intent(out) :: total
    end subroutine
    integer function counted(k)
      !$omp declare target
      integer, intent(in) :: k
    end function
  end interface
  real(8) :: scale, shift
  common /params/ scale, shift
  !$omp declare target(/params/)
  real(8) :: x(10, 8), t(8)
  integer :: c(8), i, j

  scale = 2
  shift = 0.5d0
  !$omp target update to(scale, shift)
  x = reshape([(dble(i), i = 1, 80)], [10, 8])
  !$omp target teams distribute map(to: x) map(from: t, c)
  do j = 1, 8
    call accumulate(10, x(:, j), t(j))
    c(j) = counted(j)
  end do
  print '(a,f0.1,1x,f0.1,1x,f0.1)', 'sums: ', t(1), t(8), sum(t)
  print '(a,i0,1x,i0)', 'counted: ', c(1), c(8)

  scale = 2.1d0
  !$omp target update to(scale)
  !$omp target teams distribute map(to: x) map(from: t)
  do j = 1, 8
    call accumulate(10, x(:, j), t(j))
  end do
  print '(a,f0.1)', 'rescaled: ', sum(t)
end program
