! OpenMP 4.5 §2.15.1.1: the DO variable of a sequential loop inside a parallel region is
! private, without a clause; each thread fills its own row with an inner loop.
! expect-exit: 0
! expect-stdout:
! | errors: 0
program implicit_loop_private
  use omp_lib
  implicit none
  integer, parameter :: m = 16, n = 50
  integer :: table(n, 0:m - 1), i, k, errors
  table = -1
  errors = 0
!$omp parallel num_threads(4) private(k)
  k = omp_get_thread_num()
  do i = 1, n
    table(i, k) = i + k
  end do
!$omp end parallel
  do k = 0, m - 1
    if (table(1, k) == -1) cycle
    do i = 1, n
      if (table(i, k) /= i + k) errors = errors + 1
    end do
  end do
  print '(a,i0)', 'errors: ', errors
end program
