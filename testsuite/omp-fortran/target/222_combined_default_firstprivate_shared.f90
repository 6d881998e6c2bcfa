! `default(firstprivate)` and `default(private)` with `shared` on combined target constructs
! (OpenMP 5.0 §2.15.3.1, §2.13): a variable in `shared` is the one the target maps (arrays
! named in no map clause, mapped implicitly; an assumed-shape dummy; one also in a map
! clause), every other variable the region uses is its own copy, so writing it changes
! nothing on the host. Before, oxacc refused the combination.
! expect-exit: 0
! expect-stdout:
! | scaled 2 4 6 200 offset 7
! | counted 100 sum 5050 x 7
! | parallel-only 3 6 9
module kernels
  implicit none
contains
  subroutine scale_by(a, out, scale, offset)
    real(8), intent(in) :: a(:)
    real(8), intent(out) :: out(:)
    real(8), intent(in) :: scale
    integer, intent(inout) :: offset
    integer :: i
    !$omp target teams distribute parallel do default(firstprivate) shared(a, out) &
    !$omp& map(to: a) map(from: out)
    do i = 1, size(a)
      out(i) = a(i) * scale
      offset = offset + 1
    end do
  end subroutine
end module

program combined_default
  use kernels
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), out(n), c(3)
  integer :: counts(n), i, x, offset
  do i = 1, n
    a(i) = i
  end do
  offset = 7
  call scale_by(a, out, 2d0, offset)
  print '(a,4(1x,i0),a,i0)', 'scaled', nint(out(1)), nint(out(2)), nint(out(3)), &
    nint(out(n)), ' offset ', offset

  ! `default(private)`: x is each thread's; counts is shared (implicitly mapped).
  x = 7
  counts = 0
  !$omp target teams distribute parallel do default(private) shared(counts)
  do i = 1, n
    x = i
    counts(i) = x
  end do
  print '(a,i0,a,i0,a,i0)', 'counted ', count(counts /= 0), ' sum ', sum(counts), ' x ', x

  c = [1d0, 2d0, 3d0]
  !$omp target parallel do default(firstprivate) shared(c)
  do i = 1, 3
    c(i) = c(i) * 3
  end do
  !$omp end target parallel do
  print '(a,3(1x,i0))', 'parallel-only', nint(c)
end program
