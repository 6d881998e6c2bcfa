! taskloop in Fortran (OpenMP 4.5 §2.9.2, 5.0 §2.10.2): grainsize, num_tasks, nogroup,
! firstprivate and private, lastprivate of a scalar, a derived type and the DO variables, the
! implicit rules (shared arrays, firstprivate locals). (flang-22 takes neither a reduction nor
! collapse on taskloop, and its runtime asserts on a negative step.)
! expect-exit: 0
! expect-stdout:
! | grainsize: 5750 300 101 5050
! | num_tasks: 900 5 10 3.0
! | nogroup: 10
module tl_types
  implicit none
  type :: pair
    integer :: a
    real(8) :: b
  end type
end module

program taskloops
  use tl_types
  implicit none
  integer, parameter :: n = 100
  integer :: x(n), i, j, k, last, total, offset, m(6, 4)
  type(pair) :: p
  real(8) :: w

  x = 0
  offset = 7
  total = 0
  !$omp parallel
  !$omp single
  !$omp taskloop grainsize(9) lastprivate(last, i) firstprivate(offset)
  do i = 1, n
    x(i) = i + offset
    last = 3 * i
    !$omp atomic
    total = total + i
  end do
  !$omp end taskloop
  !$omp end single
  !$omp end parallel
  print '(a,i0,1x,i0,1x,i0,1x,i0)', 'grainsize: ', sum(x), last, i, total

  !$omp parallel
  !$omp single
  !$omp taskloop num_tasks(3) lastprivate(j, p) private(w)
  do j = 1, 4
    do i = 1, 6
      w = i * 0.5d0
      m(i, j) = i * 10 + j
      p = pair(i + j, w)
    end do
  end do
  !$omp end taskloop
  !$omp end single
  !$omp end parallel
  print '(a,i0,1x,i0,1x,i0,1x,f0.1)', 'num_tasks: ', sum(m), j, p%a, p%b

  k = 0
  !$omp parallel
  !$omp single
  !$omp taskloop nogroup lastprivate(k)
  do i = 1, 10, 3
    if (i /= 4) k = i
  end do
  !$omp end taskloop
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print '(a,i0)', 'nogroup: ', k
end program
