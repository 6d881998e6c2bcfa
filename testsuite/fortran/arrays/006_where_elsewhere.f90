! Arrays: `where` / `elsewhere (mask)` / `elsewhere` constructs and single-statement `where`
! on 2-D fields, as a hydro code limits densities and energies.
! expect-exit: 0
! expect-stdout:
! |    0.001   0.001   0.100   0.600   1.100     0.000   0.000   6.000   6.667   4.545
! |    0.001   0.001   0.200   0.700   1.200     0.000   0.000  12.000  11.429   8.333
! |    0.001   0.001   0.300   0.800   1.300     0.000   0.000  18.000  15.000  11.538
! |    0.00   0.00   5.00   5.00   4.55
! |    0.00   0.00   5.00   5.00   5.00
! |    0.00   0.00   5.00   5.00   5.00
! | 8
program wheres
  implicit none
  integer, parameter :: nx = 5, ny = 3
  real(8) :: rho(nx, ny), e(nx, ny)
  integer :: i, j
  do j = 1, ny
    do i = 1, nx
      rho(i, j) = real(i - 3, 8) * 0.5d0 + real(j, 8) * 0.1d0
      e(i, j) = real(i * j, 8)
    end do
  end do
  where (rho < 0.0d0)
    rho = 1.0d-3
    e = 0.0d0
  elsewhere (rho < 0.5d0)
    e = e * 2.0d0
  elsewhere
    e = e / rho
  end where
  do j = 1, ny
    write(*, '(5f8.3,2x,5f8.3)') rho(:, j), e(:, j)
  end do
  where (e > 5.0d0) e = 5.0d0
  write(*, '(5f7.2)') e
  write(*, '(i0)') count(e == 5.0d0)
end program wheres
