! Compute: plain DO nests in `kernels` regions without loop directives or data clauses, over
! dummy arrays, as CloverLeaf and miniWeather write them (OpenACC 3.3 §2.5.3: the compiler
! finds the parallelism). Explicit-shape dummies with lower bounds (halo cells) and
! assumed-shape dummies written at the loops' own indices are parallel loops (each DO of the
! nest passes the dependence test); a nest reading the column it writes before, and a loop
! that can leave by EXIT, stay sequential with a remark saying why.
! remark: kernels: loop at 37:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 38:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 49:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 50:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 63:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 64:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 69:5 not parallelized: a is written at one index and read at another
! remark: kernels: loop at 84:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 85:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 86:9 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 101:5 runs sequentially as written: it contains an EXIT
! expect-exit: 0
! expect-stdout:
! | pressure, soundspeed:     2141.725200     1505.715402
! | p(1,1), p(-1,5), c(xn,yn):    1.030412    1.000000    1.439444
! | smooth:     2413.370762   -0.888897   31.312500
! | tendency:    -5032.800000  -19.080000
! | first negative at  51
module clover_kernels
  implicit none
contains
  subroutine ideal_gas(x_min, x_max, y_min, y_max, density, energy, pressure, soundspeed)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: density(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(in) :: energy(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(inout) :: pressure(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(inout) :: soundspeed(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
    real(8) :: v, pe, pv, ss2
    !$acc kernels
    do k = y_min, y_max
      do j = x_min, x_max
        v = 1.0d0 / density(j, k)
        pressure(j, k) = (1.4d0 - 1.0d0) * density(j, k) * energy(j, k)
        pe = (1.4d0 - 1.0d0) * density(j, k)
        pv = -density(j, k) * pressure(j, k)
        ss2 = v * v * (pressure(j, k) * pe - pv)
        soundspeed(j, k) = sqrt(ss2)
      end do
    end do
    !$acc end kernels
    !$acc kernels
    do k = y_min - 2, y_max + 2
      do j = x_min - 2, x_min - 1
        pressure(j, k) = pressure(j, k) + 1.0d0
      end do
    end do
    !$acc end kernels
  end subroutine ideal_gas

  subroutine smooth(a, b, total)
    real(8), intent(inout) :: a(:, :)
    real(8), intent(in) :: b(:, :)
    real(8), intent(out) :: total
    integer :: i, j
    !$acc kernels
    do j = 1, size(a, 2)
      do i = 1, size(a, 1)
        a(i, j) = 0.5d0 * (a(i, j) + b(i, j))
      end do
    end do
    ! Column j reads column j - 1 just written: the iterations of j depend on each other.
    do j = 2, size(a, 2)
      do i = 1, size(a, 1)
        a(i, j) = a(i, j) + 0.25d0 * a(i, j - 1)
      end do
    end do
    !$acc end kernels
    total = sum(a)
  end subroutine smooth

  subroutine tend(nx, ny, nz, state, flux, tendency)
    integer, intent(in) :: nx, ny, nz
    real(8), intent(in) :: state(nx, ny, nz), flux(nx + 1, ny, nz)
    real(8), intent(out) :: tendency(nx, ny, nz)
    integer :: i, j, k
    !$acc kernels
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          tendency(i, j, k) = -(flux(i + 1, j, k) - flux(i, j, k)) + 0.01d0 * state(i, j, k)
        end do
      end do
    end do
    !$acc end kernels
  end subroutine tend

  subroutine first_negative(n, x, at)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer, intent(out) :: at
    integer :: i
    at = 0
    !$acc kernels copy(at)
    do i = 1, n
      if (x(i) < 0.0d0) then
        at = i
        exit
      end if
    end do
    !$acc end kernels
  end subroutine first_negative
end module clover_kernels

program kernels_do_nests_dummies
  use clover_kernels
  implicit none
  integer, parameter :: xn = 40, yn = 30
  real(8) :: density(-1:xn + 2, -1:yn + 2), energy(-1:xn + 2, -1:yn + 2)
  real(8) :: pressure(-1:xn + 2, -1:yn + 2), soundspeed(-1:xn + 2, -1:yn + 2)
  real(8) :: a(17, 9), b(17, 9), total
  real(8) :: state(12, 8, 5), flux(13, 8, 5), tendency(12, 8, 5), x(100)
  integer :: j, k, i, at
  do k = -1, yn + 2
    do j = -1, xn + 2
      density(j, k) = 1.0d0 + 0.01d0 * j + 0.02d0 * k
      energy(j, k) = 2.5d0 + 0.001d0 * j * k
    end do
  end do
  pressure = 0
  soundspeed = 0
  call ideal_gas(1, xn, 1, yn, density, energy, pressure, soundspeed)
  print '(a, 2f16.6)', 'pressure, soundspeed:', sum(pressure), sum(soundspeed)
  print '(a, 3f12.6)', 'p(1,1), p(-1,5), c(xn,yn):', pressure(1, 1), pressure(-1, 5), &
    soundspeed(xn, yn)
  do j = 1, 9
    do i = 1, 17
      a(i, j) = i + 0.5d0 * j
      b(i, j) = 2 * i - j
    end do
  end do
  call smooth(a, b, total)
  print '(a, f16.6, 2f12.6)', 'smooth:', total, a(1, 9), a(17, 2)
  do k = 1, 5
    do j = 1, 8
      do i = 1, 13
        flux(i, j, k) = i * i + j - k
        if (i <= 12) state(i, j, k) = i + 10 * j + 100 * k
      end do
    end do
  end do
  call tend(12, 8, 5, state, flux, tendency)
  print '(a, f16.6, f12.6)', 'tendency:', sum(tendency), tendency(12, 8, 5)
  do i = 1, 100
    x(i) = 50 - i
  end do
  call first_negative(100, x, at)
  print '(a, i4)', 'first negative at', at
end program kernels_do_nests_dummies
