! Real and double precision reductions with + * max min; the values are exact in binary
! so that the order of the partial sums cannot change them.
! expect-exit: 0
! expect-stdout:
! | sums:    1040.00    520.00
! | max prod min:     49.0   256.0    -3.0
program real_reductions
  implicit none
  integer, parameter :: n = 64
  real :: s4, mx4
  real(8) :: s8, p8, mn8
  integer :: i
  s4 = 0; mx4 = -1e30
  s8 = 0; p8 = 1; mn8 = 1d30
!$omp parallel do reduction(+:s4, s8) reduction(max:mx4) reduction(*:p8) reduction(min:mn8)
  do i = 1, n
    s4 = s4 + 0.5 * i
    s8 = s8 + 0.25d0 * i
    mx4 = max(mx4, real(mod(i * 13, 50)))
    if (mod(i, 8) == 0) p8 = p8 * 2d0
    mn8 = min(mn8, dble(mod(i * 7, 30)) - 3d0)
  end do
  print '(a,f10.2,f10.2)', 'sums: ', s4, s8
  print '(a,f8.1,f8.1,f8.1)', 'max prod min: ', mx4, p8, mn8
end program
