! Application style: the recursive task Fibonacci of the OpenMP examples in a module
! function; x and y shared, n (a dummy) firstprivate in the tasks (§2.15.1.1, orphaned task).
! expect-exit: 0
! expect-stdout:
! | fib(20) = 6765
module fibonacci
  implicit none
contains
  recursive integer function fib(n) result(r)
    integer, intent(in) :: n
    integer :: x, y
    if (n < 2) then
      r = n
    else
!$omp task shared(x) if(n > 10)
      x = fib(n - 1)
!$omp end task
!$omp task shared(y) if(n > 10)
      y = fib(n - 2)
!$omp end task
!$omp taskwait
      r = x + y
    end if
  end function
end module

program fibonacci_tasks
  use fibonacci
  use omp_lib
  implicit none
  integer :: f
  real(8) :: t0
  t0 = omp_get_wtime()
!$omp parallel
!$omp single
  f = fib(20)
!$omp end single
!$omp end parallel
  print '(a,i0)', 'fib(20) = ', f
  if (omp_get_wtime() < t0) print '(a)', 'clock went backwards'
end program
