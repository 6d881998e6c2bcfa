! Collapsed, tiled and strided loops over default-integer DO variables whose bodies read the
! neighbours `k - 1`, `k + 1`, `j + 1` and `j - 2 + k` of explicit-shape dummies with lower
! bounds below 1, and store the variables themselves: acc-outline gives such bodies the
! variables' 64-bit values for their sign-extended uses (decision 46), which must equal what
! the variables hold (negative values, steps of -2 and 3, collapse(3), tile(4, 8)).
! expect-exit: 0
! expect-stdout:
! | stencil     357.0000000000
! | strided      360.000000000
! | tiled       7560.000000000
! | ivs        540       360
program collapse_default_integer_neighbours
  implicit none
  integer, parameter :: lo = -3, nx = 20, ny = 15, nz = 6
  real(8) :: u(lo:nx, lo:ny), v(lo:nx, lo:ny), w(lo:nx, lo:ny, nz)
  integer :: ivj(lo:nx, lo:ny), ivk(lo:nx, lo:ny)
  integer :: j, k, l
  do k = lo, ny
    do j = lo, nx
      u(j, k) = 0.5d0 * j - 0.25d0 * k
      do l = 1, nz
        w(j, k, l) = j + 2 * k - l
      end do
    end do
  end do
  v = 0
  ivj = 0
  ivk = 0
  call stencil(u, v, lo, nx, ny)
  write (*, '(a, f18.10)') 'stencil ', sum(v)
  v = 0
  call strided(u, v, ivj, ivk, lo, nx, ny)
  write (*, '(a, f18.9)') 'strided ', sum(v)
  v = 0
  call tiled(w, v, lo, nx, ny, nz)
  write (*, '(a, f18.9)') 'tiled   ', sum(v)
  write (*, '(a, 2i10)') 'ivs ', sum(ivj), sum(ivk)
contains
  subroutine stencil(u, v, lo, nx, ny)
    integer, intent(in) :: lo, nx, ny
    real(8), intent(in) :: u(lo:nx, lo:ny)
    real(8), intent(inout) :: v(lo:nx, lo:ny)
    integer :: j, k
    !$acc parallel loop collapse(2) copyin(u) copy(v)
    do k = lo + 1, ny - 1
      do j = lo + 2, nx - 1
        v(j, k) = u(j, k + 1) - u(j, k - 1) + u(j + 1, k) - u(j - 2 + k - k, k)
      end do
    end do
  end subroutine

  subroutine strided(u, v, ivj, ivk, lo, nx, ny)
    integer, intent(in) :: lo, nx, ny
    real(8), intent(in) :: u(lo:nx, lo:ny)
    real(8), intent(inout) :: v(lo:nx, lo:ny)
    integer, intent(inout) :: ivj(lo:nx, lo:ny), ivk(lo:nx, lo:ny)
    integer :: j, k
    !$acc parallel loop collapse(2) copyin(u) copy(v, ivj, ivk)
    do k = ny - 1, lo + 1, -2
      do j = lo, nx - 1, 3
        v(j, k) = u(j + 1, k + 1) + u(j, k - 1)
        ivj(j, k) = j
        ivk(j, k) = k - 1
      end do
    end do
  end subroutine

  subroutine tiled(w, v, lo, nx, ny, nz)
    integer, intent(in) :: lo, nx, ny, nz
    real(8), intent(in) :: w(lo:nx, lo:ny, nz)
    real(8), intent(inout) :: v(lo:nx, lo:ny)
    integer :: j, k, l
    real(8) :: s
    !$acc parallel loop tile(4, 8) copyin(w) copy(v) private(s)
    do k = lo, ny - 1
      do j = lo, nx
        s = 0
        !$acc loop seq
        do l = 1, nz
          s = s + w(j, k + 1, l) - w(j, k, l)
        end do
        v(j, k) = s + k
      end do
    end do
    !$acc parallel loop collapse(3) copyin(w) copy(v)
    do l = 2, nz
      do k = lo, ny
        do j = lo + 1, nx
          !$acc atomic update
          v(j, k) = v(j, k) + (w(j, k, l) - w(j - 1, k, l - 1))
        end do
      end do
    end do
  end subroutine
end program
