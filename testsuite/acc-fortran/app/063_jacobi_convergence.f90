! App: a Jacobi solver as applications write it: a `data` region around a DO WHILE loop
! that stops on a tolerance reached through `reduction(max:err)` (§2.5.15), the sweep in a
! subroutine with explicit-shape dummies with halos and lower bounds under `present`, a
! copy-back kernel, and an `update device` of a boundary column of a created array.
! expect-exit: 0
! expect-stdout:
! | iterations, err =   241   9.981E-04
! | a(n/2,1), a(n/2,m/2), a(1,1) =   0.92746   0.02879   0.49737
module jacobi_m
  implicit none
contains
  subroutine sweep(a, anew, n, m, err)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(0:n+1, 0:m+1)
    real(8), intent(inout) :: anew(0:n+1, 0:m+1)
    real(8), intent(out) :: err
    integer :: i, j
    err = 0
    !$acc parallel loop collapse(2) present(a, anew) reduction(max:err)
    do j = 1, m
      do i = 1, n
        anew(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        err = max(err, abs(anew(i, j) - a(i, j)))
      end do
    end do
  end subroutine sweep

  subroutine copy_back(a, anew, n, m)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(0:n+1, 0:m+1)
    real(8), intent(in) :: anew(0:n+1, 0:m+1)
    integer :: i, j
    !$acc kernels present(a, anew)
    !$acc loop independent collapse(2)
    do j = 1, m
      do i = 1, n
        a(i, j) = anew(i, j)
      end do
    end do
    !$acc end kernels
  end subroutine copy_back
end module jacobi_m

program jacobi_convergence
  use jacobi_m
  implicit none
  integer, parameter :: n = 64, m = 48
  real(8) :: a(0:n+1, 0:m+1), anew(0:n+1, 0:m+1), err
  integer :: iter
  a = 0
  a(:, 0) = 1
  anew = a
  err = 1
  iter = 0
  !$acc data copy(a) create(anew)
  !$acc update device(anew(:, 0))
  do while (err > 1.0d-3 .and. iter < 2000)
    call sweep(a, anew, n, m, err)
    call copy_back(a, anew, n, m)
    iter = iter + 1
  end do
  !$acc end data
  print '(a, i6, es12.3)', 'iterations, err =', iter, err
  print '(a, 3f10.5)', 'a(n/2,1), a(n/2,m/2), a(1,1) =', a(n / 2, 1), a(n / 2, m / 2), a(1, 1)
end program jacobi_convergence
