! An orphaned `!$omp distribute` in a `declare target` procedure (OpenMP 5.0 §2.9.4.1: the
! region binds to the innermost enclosing teams region, the caller's): each team of the
! league runs its share of the iterations, once each, with no barrier at its end; called
! from a `target teams` region and, on the host, outside any teams region (one team).
! Before, oxacc refused the directive ("distribute region must be strictly nested inside
! teams construct"), as for OpenMP_VV test_declare_variant's C variant function.
! expect-from: hand (flang-22's build stops with a segmentation fault at run time, after warning
! that the distribute is not in a teams region; the line is gfortran 12's, -fopenmp
! -foffload=disable, and the closed forms: 1 + 3 + … + 2047 = 1024² twice)
! expect-exit: 0
! expect-stdout:
! | host 1048576 device 1048576 once 1
module kernels
  implicit none
contains
  subroutine scale(a, hits, n)
    !$omp declare target
    integer, intent(in) :: n
    integer, intent(inout) :: a(n), hits(n)
    integer :: i
    !$omp distribute
    do i = 1, n
      a(i) = 2 * i - 1
      hits(i) = hits(i) + 1
    end do
  end subroutine
end module

program p
  use kernels
  implicit none
  integer, parameter :: n = 1024
  integer :: a(n), b(n), hits(n)
  integer :: i, once
  integer(8) :: host, device
  hits = 0
  call scale(a, hits, n)
  !$omp target teams num_teams(4) map(from: b) map(tofrom: hits)
  call scale(b, hits, n)
  !$omp end target teams
  host = 0
  device = 0
  once = 1
  do i = 1, n
    host = host + a(i)
    device = device + b(i)
    if (hits(i) /= 2) once = 0
  end do
  print '(a,i0,a,i0,a,i0)', 'host ', host, ' device ', device, ' once ', once
  if (once /= 1 .or. host /= device) stop 1
end program
