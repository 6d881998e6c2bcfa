! App: a blocked matrix product in a module procedure with explicit-shape dummies, the
! output loops `tile(8, 8)` in a `parallel loop` with the inner product a sequential loop, the
! matrices in module allocatables mapped by a `data` region in the caller; checked against
! the intrinsic MATMUL on the host.
! expect-exit: 0
! expect-stdout:
! | c(1,1), c(n,n) =     440.0000     149.0000
! | max error      =  0.0E+00
module mm_m
  implicit none
  integer, parameter :: n = 50
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
contains
  subroutine product(x, y, z, m)
    integer, intent(in) :: m
    real(8), intent(in) :: x(m, m), y(m, m)
    real(8), intent(out) :: z(m, m)
    integer :: i, j, k
    real(8) :: s
    !$acc parallel loop tile(8, 8) present(x, y, z) private(s)
    do j = 1, m
      do i = 1, m
        s = 0
        do k = 1, m
          s = s + x(i, k) * y(k, j)
        end do
        z(i, j) = s
      end do
    end do
  end subroutine product
end module mm_m

program matmul_tile_module
  use mm_m
  implicit none
  integer :: i, j
  real(8) :: err
  allocate(a(n, n), b(n, n), c(n, n))
  do j = 1, n
    do i = 1, n
      a(i, j) = mod(i + j, 7)
      b(i, j) = mod(i * j, 5) + 1
    end do
  end do
  !$acc data copyin(a, b) copyout(c)
  call product(a, b, c, n)
  !$acc end data
  err = maxval(abs(c - matmul(a, b)))
  print '(a, 2f13.4)', 'c(1,1), c(n,n) =', c(1, 1), c(n, n)
  print '(a, es8.1)', 'max error      = ', err
end program matmul_tile_module
