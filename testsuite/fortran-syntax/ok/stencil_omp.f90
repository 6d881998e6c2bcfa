! OpenMP directives and !$ conditional-compilation lines.
program stencil_omp
!$ use omp_lib
  implicit none
  integer, parameter :: n = 1000
  real(8) :: u(n), v(n), total
  integer :: i, nthreads

  nthreads = 1
!$ nthreads = omp_get_max_threads()
  u = 1.0d0
  total = 0.0d0
  !$omp parallel do default(none) shared(u, v) private(i)
  do i = 2, n - 1
    v(i) = 0.5d0 * u(i) + 0.25d0 * (u(i-1) + u(i+1))
  end do
  !$omp end parallel do
  !$omp parallel do reduction(+:total) &
  !$omp& schedule(static)
  do i = 2, n - 1
    total = total + v(i)
  end do
  !$OMP END PARALLEL DO
  print *, 'threads', nthreads, 'total', total
end program stencil_omp
