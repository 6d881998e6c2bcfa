! An elemental function applied to the section being assigned inside `kernels`, the way
! miniWeather limits its momentum (`state(1:nx, 1:nz, id) = limit(state(1:nx, 1:nz, id), lo,
! hi)`): the function cannot read the variable but through its argument (a pure module
! function whose body names neither the variable nor another procedure, §15.8.2), so each
! element is computed from the same element and the assignment needs no temporary; the
! kernels region runs it as a parallel loop (decision 98; before, a temporary and one gang).
! A function that reads the variable through use association (`shifted` reads `field(1)`)
! keeps the temporary: its answer must use the old `field(1)` for every element. `field` is
! in a module `declare` (OpenACC 3.3 §2.15.1: a routine names only declared globals; without
! it the device read its own never-written image of `field`, decision 104), kept current with
! `update`.
! remark: kernels: loop nest at 48:3 (2 loops collapsed) gang-partitioned
! remark: kernels: loop at 66:3 gang-partitioned
! expect-exit: 0
! expect-stdout:
! | u sums:   49920.0   38532.0   19200.0
! | u range:   -25.0    40.0
! | field:     609.0  -4.0   6.0
! | shifted:   -5535.0  -8.0  -8.0
module limiter_mod
  implicit none
  integer, parameter :: nx = 64, nz = 24
  real(8) :: field(nx * nz)
  !$acc declare create(field)
contains
  elemental real(8) function limit(v, lo, hi)
    real(8), intent(in) :: v, lo, hi
    if (v < lo) then
      limit = lo
    else
      limit = min(v, hi)
    end if
  end function

  elemental real(8) function shifted(v)
    real(8), intent(in) :: v
    shifted = v + field(1)
  end function
end module

subroutine clip(u, n, m, lo, hi)
  use limiter_mod, only: limit
  implicit none
  integer, intent(in) :: n, m
  real(8), intent(inout) :: u(n, m, 3)
  real(8), intent(in) :: lo, hi
  !$acc kernels copy(u)
  u(1:n, 1:m, 2) = limit(u(1:n, 1:m, 2), lo, hi)
  !$acc end kernels
end subroutine

program kernels_elemental_limiter_sections
  use limiter_mod
  implicit none
  real(8) :: u(nx, nz, 3)
  integer :: i, k
  do k = 1, nz
    do i = 1, nx
      u(i, k, :) = [dble(i), dble(i - k) * 3, dble(k)]
    end do
  end do
  field = [(dble(mod(i, 17)) - 8, i = 1, nx * nz)]
  !$acc update device(field)
  call clip(u, nx, nz, -25d0, 40d0)
  !$acc kernels present(field)
  field(1:nx * nz) = limit(field(1:nx * nz), -4d0, 6d0)
  !$acc end kernels
  !$acc update self(field)
  print '(a,3f10.1)', 'u sums:', sum(u(:, :, 1)), sum(u(:, :, 2)), sum(u(:, :, 3))
  print '(a,2f8.1)', 'u range:', minval(u(:, :, 2)), maxval(u(:, :, 2))
  print '(a,f10.1,2f6.1)', 'field:', sum(field), minval(field), maxval(field)
  !$acc kernels present(field)
  field(1:nx * nz) = shifted(field(1:nx * nz))
  !$acc end kernels
  !$acc update self(field)
  print '(a,f10.1,2f6.1)', 'shifted:', sum(field), field(1), field(2)
end program
