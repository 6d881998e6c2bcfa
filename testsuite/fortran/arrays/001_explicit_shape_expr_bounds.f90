! Arrays: explicit-shape dummies with expression bounds and halos, as CloverLeaf passes its
! fields (`u(x_min-2:x_max+2, y_min-2:y_max+2)`), a halo update and an interior stencil.
! expect-exit: 0
! expect-stdout:
! |   23.0  13.0  13.0  23.0  33.0  43.0  53.0  53.0  43.0
! |   22.0  12.0  12.0  22.0  32.0  42.0  52.0  52.0  42.0
! |   22.0  12.0  12.0  22.0  32.0  42.0  52.0  52.0  42.0
! |   23.0  13.0  13.0  23.0  33.0  43.0  53.0  53.0  43.0
! |   24.0  14.0  14.0  24.0  34.0  44.0  54.0  54.0  44.0
! |   24.0  14.0  14.0  24.0  34.0  44.0  54.0  54.0  44.0
! |   23.0  13.0  13.0  23.0  33.0  43.0  53.0  53.0  43.0
! |   14.750  22.250  32.250  42.250  49.750
! |   15.500  23.000  33.000  43.000  50.500
! |   16.250  23.750  33.750  43.750  51.250
! |   -1   0   7   6
module kernel_mod
  implicit none
contains
  subroutine init_field(x_min, x_max, y_min, y_max, u)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(out) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
    do k = y_min - 2, y_max + 2
      do j = x_min - 2, x_max + 2
        u(j, k) = 0.0d0
      end do
    end do
    do k = y_min, y_max
      do j = x_min, x_max
        u(j, k) = real(j * 10 + k, 8)
      end do
    end do
  end subroutine init_field
  subroutine reflect_halo(x_min, x_max, y_min, y_max, u)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(inout) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    integer :: j, k
    do k = y_min, y_max
      do j = 1, 2
        u(x_min - j, k) = u(x_min + j - 1, k)
        u(x_max + j, k) = u(x_max - j + 1, k)
      end do
    end do
    do k = 1, 2
      u(:, y_min - k) = u(:, y_min + k - 1)
      u(:, y_max + k) = u(:, y_max - k + 1)
    end do
  end subroutine reflect_halo
  subroutine smooth(x_min, x_max, y_min, y_max, u, v)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: u(x_min-2:x_max+2, y_min-2:y_max+2)
    real(8), intent(out) :: v(x_min:x_max, y_min:y_max)
    integer :: j, k
    do k = y_min, y_max
      do j = x_min, x_max
        v(j, k) = 0.25d0 * (u(j-1, k) + u(j+1, k) + u(j, k-1) + u(j, k+1))
      end do
    end do
  end subroutine smooth
end module kernel_mod

program halo
  use kernel_mod
  implicit none
  integer, parameter :: x_min = 1, x_max = 5, y_min = 2, y_max = 4
  real(8) :: u(x_min-2:x_max+2, y_min-2:y_max+2), v(x_min:x_max, y_min:y_max)
  integer :: k
  call init_field(x_min, x_max, y_min, y_max, u)
  call reflect_halo(x_min, x_max, y_min, y_max, u)
  do k = y_min - 2, y_max + 2
    write(*, '(9f6.1)') u(:, k)
  end do
  call smooth(x_min, x_max, y_min, y_max, u, v)
  do k = y_min, y_max
    write(*, '(5f8.3)') v(:, k)
  end do
  write(*, '(4i4)') lbound(u), ubound(u)
end program halo
