! C interoperability without bind(c): external procedures called through the gfortran/flang
! convention (lower-case name with a trailing underscore, every argument by reference, hidden
! character lengths appended), as BLAS and legacy C helpers (`legacy_axpy_`) are linked.
! link-with: helpers/c_kernels.c
! expect-exit: 0
! expect-stdout:
! |     3.50    6.00    8.50   11.00
! |     0.50    2.00    8.50   11.00
! | 4
! | 3
program legacy
  implicit none
  external :: legacy_axpy, legacy_count
  real(8) :: x(4), y(4)
  integer :: n
  x = [1.0d0, 2.0d0, 3.0d0, 4.0d0]
  y = 1.0d0
  call legacy_axpy(4, 2.5d0, x, y)
  write(*, '(4f8.2)') y
  call LEGACY_AXPY(2, -1.0d0, x(3), y)
  write(*, '(4f8.2)') y
  call legacy_count('mississippi', n, 's')
  write(*, '(i0)') n
  call legacy_count('banana', n, 'a')
  write(*, '(i0)') n
end program legacy
