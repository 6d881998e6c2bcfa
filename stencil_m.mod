!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/main/bench/fortran
!hash: 01442a37266681e6
module stencil_m
  implicit none
  real(8), parameter :: c0 = 0.4d0, c1 = 0.1d0
contains
  subroutine sweep(u, v, n)
    integer(8), intent(in) :: n
    real(8), intent(in) :: u(0:n - 1, 0:n - 1, 0:n - 1)
    real(8), intent(inout) :: v(0:n - 1, 0:n - 1, 0:n - 1)
    integer(8) :: i, j, k
    !$acc parallel loop collapse(3) present(u, v)
end subroutine
  real(8) function init_value(i, j, k)
    integer(8), intent(in) :: i, j, k
end function
  real(8) function reference(n, i, j, k, sweeps)
    integer(8), intent(in) :: n, i, j, k
    integer, intent(in) :: sweeps
    integer(8) :: lo(3), hi(3), c(3), p, q, r
    integer :: s, d
    real(8), allocatable :: u(:, :, :), v(:, :, :)
end function
end module stencil_m
