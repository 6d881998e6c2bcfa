! Application style: module arrays with `!$omp declare target` (the device copy lives as
! long as the program), filled on the host and sent with `target update to`, a module
! function with `declare target` called in `target teams distribute parallel do` loops, a
! `reduction(+:)` and a `reduction(max:)` on one loop, `target update from` of the results,
! `omp_lib` for `omp_get_wtime` and `omp_get_num_devices` (timing printed only as a check).
! expect-exit: 0
! expect-stdout:
! | total     -8.601378735
! | biggest    0.400000000
! | y  -0.32274996 -0.39497653 -0.37899774
! | host sum   -8.601378735
! | sane T T
module field_m
  implicit none
  integer, parameter :: n = 2000
  real(8) :: x(n), y(n), w(n)
  !$omp declare target(x, y, w)
contains
  real(8) function weight(v)
    !$omp declare target
    real(8), intent(in) :: v
    weight = 1d0 / (1d0 + v * v)
  end function
  subroutine fill()
    integer :: i
    do i = 1, n
      x(i) = dble(mod(i * 13, 97)) / 97d0 - 0.5d0
      y(i) = 0d0
    end do
    !$omp target update to(x, y)
  end subroutine
  subroutine compute(total, biggest)
    real(8), intent(out) :: total, biggest
    integer :: i
    total = 0d0
    biggest = 0d0
    !$omp target teams distribute parallel do reduction(+:total) reduction(max:biggest)
    do i = 1, n
      w(i) = weight(x(i))
      y(i) = w(i) * x(i)
      total = total + y(i)
      biggest = max(biggest, abs(y(i)))
    end do
  end subroutine
end module

program module_declare_target_arrays
  use omp_lib
  use field_m
  implicit none
  real(8) :: total, biggest, t0, t1
  logical :: have_device
  have_device = omp_get_num_devices() >= 0
  t0 = omp_get_wtime()
  call fill()
  call compute(total, biggest)
  !$omp target update from(y, w)
  t1 = omp_get_wtime()
  print '(a,f14.9)', 'total   ', total
  print '(a,f14.9)', 'biggest ', biggest
  print '(a,3f12.8)', 'y ', y(1), y(500), y(n)
  print '(a,f14.9)', 'host sum ', sum(y)
  print '(a,l2,l2)', 'sane', t1 >= t0, have_device
end program
