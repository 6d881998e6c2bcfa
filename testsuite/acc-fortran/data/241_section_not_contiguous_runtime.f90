! A section whose contiguity only the run time knows (docs/design.md decision 49) and which is
! not contiguous: `a(1:n, 1:m)` of the adjustable `a(nx, ny)` with n < nx and m > 1 skips
! elements between its columns, and a data clause transfers one block from its first element.
! The program must stop with a runtime error naming the variable and the clause's line rather
! than move the wrong elements (OpenACC 3.3 §2.7.1: a subarray in a data clause must be
! contiguous). gfortran transfers the block silently, so the expectation is by hand.
! expect-from: hand (runtime error)
! expect-exit: 1
! expect-stderr-contains: 241_section_not_contiguous_runtime.f90:22:
! expect-stderr-contains: (variable 'a')
! expect-stderr-contains: not contiguous
! expect-stdout:
! | before the region
module tiles
  implicit none
contains
  subroutine bump(a, nx, ny, n, m)
    integer, intent(in) :: nx, ny, n, m
    real, intent(inout) :: a(nx, ny)
    integer :: i, j
    print '(a)', 'before the region'
    !$acc parallel loop collapse(2) copy(a(1:n, 1:m))
    do j = 1, m
      do i = 1, n
        a(i, j) = a(i, j) + 1
      end do
    end do
    print '(a)', 'after the region'
  end subroutine bump
end module tiles

program section_not_contiguous_runtime
  use tiles
  implicit none
  real :: a(8, 4)
  a = 0
  call bump(a, 8, 4, 3, 2)
  print '(a, f6.1)', 'sum ', sum(a)
end program section_not_contiguous_runtime
