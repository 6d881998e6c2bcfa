! The `nothing` directive (OpenMP 5.1 §2.5.2) in Fortran: no effect in a loop body, in a
! parallel region and in a target region. oxacc refused it ("not supported yet").
! reference: without -fopenmp (gfortran 12 does not know `nothing`; flang-22 asks for
! -fopenmp-version=51: the program's sequential meaning is the expectation)
! expect-exit: 0
! expect-stdout:
! | s t: 6 10
program nothing_directive
  implicit none
  integer :: s, t, i, a(4)
  s = 0; t = 0; a = [1, 2, 3, 4]
  !$omp nothing
  do i = 0, 3
    !$omp nothing
    s = s + i
  end do
  !$omp target map(to: a) map(tofrom: t)
  !$omp nothing
  do i = 1, 4
    t = t + a(i)
  end do
  !$omp end target
  print '(a,i0,1x,i0)', 's t: ', s, t
end program
