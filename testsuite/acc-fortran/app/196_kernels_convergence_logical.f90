! App: an iteration that stops when every point has converged: the test is a `.and.`
! reduction of a logical in a `kernels` loop (`reduction(.and.:done)`), the update a
! `kernels loop independent`, the arrays in a `data` region and `update self` of the answer
! only at the end.
! expect-exit: 0
! expect-stdout:
! | iterations = 24
! | x(1), x(n) =  0.50000000  0.49999997
program kernels_convergence_logical
  implicit none
  integer, parameter :: n = 1000
  real(4) :: x(n), xn(n)
  logical :: done
  integer :: i, it
  do i = 1, n
    x(i) = real(mod(i, 10), 4)
  end do
  it = 0
  done = .false.
  !$acc data copy(x) create(xn)
  do while (.not. done)
    it = it + 1
    !$acc kernels loop independent present(x, xn)
    do i = 1, n
      xn(i) = 0.5 * x(i) + 0.25
    end do
    done = .true.
    !$acc kernels present(x, xn)
    !$acc loop reduction(.and.:done)
    do i = 1, n
      done = done .and. abs(xn(i) - x(i)) < 1.0e-6
      x(i) = xn(i)
    end do
    !$acc end kernels
  end do
  !$acc end data
  print '(a, i0)', 'iterations = ', it
  print '(a, 2f12.8)', 'x(1), x(n) =', x(1), x(n)
end program kernels_convergence_logical
