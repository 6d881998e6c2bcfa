! private and firstprivate (OpenMP 4.5 §2.15.3.3, §2.15.3.4): each thread's copy starts
! undefined or with the original value, and the original is unchanged after the region.
! expect-exit: 0
! expect-stdout:
! | x=42 y=7 w(1)= 1.5 errors=0
program private_firstprivate
  use omp_lib
  implicit none
  integer :: x, y, errors
  real(8) :: w(4)
  x = 42
  y = 7
  w = 1.5d0
  errors = 0
!$omp parallel private(x) firstprivate(y, w) reduction(+:errors)
  x = omp_get_thread_num()
  if (y /= 7) errors = errors + 1
  if (any(w /= 1.5d0)) errors = errors + 1
  y = y + x + 100
  w = w * 2
  if (y /= 107 + x) errors = errors + 1
  if (x /= omp_get_thread_num()) errors = errors + 1
!$omp end parallel
  print '(a,i0,a,i0,a,f4.1,a,i0)', 'x=', x, ' y=', y, ' w(1)=', w(1), ' errors=', errors
end program
