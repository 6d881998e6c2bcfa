! Application style: a module with a matrix multiply on assumed-shape arrays, parallelised
! over the columns of the result; timed with omp_get_wtime (not printed).
! expect-exit: 0
! expect-stdout:
! | trace:        17328.0
! | matches matmul: T
module linalg
  implicit none
contains
  subroutine matmul_omp(a, b, c)
    real(8), intent(in) :: a(:, :), b(:, :)
    real(8), intent(out) :: c(:, :)
    integer :: i, j, k, n, m, p
    n = size(a, 1)
    m = size(a, 2)
    p = size(b, 2)
!$omp parallel do private(i, k)
    do j = 1, p
      do i = 1, n
        c(i, j) = 0d0
        do k = 1, m
          c(i, j) = c(i, j) + a(i, k) * b(k, j)
        end do
      end do
    end do
!$omp end parallel do
  end subroutine
end module

program matmul_module
  use linalg
  use omp_lib
  implicit none
  integer, parameter :: n = 60
  real(8) :: a(n, n), b(n, n), c(n, n), t0, t1
  integer :: i, j
  do j = 1, n
    do i = 1, n
      a(i, j) = mod(i + j, 7)
      b(i, j) = mod(i * j, 5)
    end do
  end do
  t0 = omp_get_wtime()
  call matmul_omp(a, b, c)
  t1 = omp_get_wtime()
  print '(a,f14.1)', 'trace: ', sum([(c(i, i), i = 1, n)])
  print '(a,l1)', 'matches matmul: ', all(c == matmul(a, b))
  if (t1 < t0) print '(a)', 'clock went backwards'
end program
