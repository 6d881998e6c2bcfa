! OpenMP 5.1 `atomic compare` (§2.19.7) in Fortran, on the host and in a target region: the
! min/max forms as logical IF statements and IF constructs (x on either side, integer and
! real(8)), `x == e` with `weak`, and `capture` with `v = x` before or after the IF and in its
! ELSE branch (OpenMP_VV's test_atomic_compare form, a compare-and-swap loop finding a
! maximum). Each result is checked against a serial loop; oxacc refused `compare`.
! reference: without -fopenmp (gfortran 12 accepts only the `x == e` forms and flang-22 does
! not lower ATOMIC COMPARE: the program's sequential meaning is the expectation)
! expect-exit: 0
! expect-stdout:
! | max min fmax first: 1008 1 504.0 1
! | cas max: T
! | target max min: 1008 1
! | v r w: 6 10 6
module extremes
  implicit none
contains
  subroutine find(a, f, mx, mn, fmx, first)
    integer, intent(in) :: a(:)
    real(8), intent(in) :: f(:)
    integer, intent(inout) :: mx, mn, first
    real(8), intent(inout) :: fmx
    integer :: i
    !$omp parallel do
    do i = 1, size(a)
      !$omp atomic compare
      if (a(i) > mx) mx = a(i)
      !$omp atomic compare
      if (mn > a(i)) then
        mn = a(i)
      end if
      !$omp end atomic
      !$omp atomic compare
      if (fmx .lt. f(i)) fmx = f(i)
      !$omp atomic compare weak
      if (first == 0) first = 1
    end do
    !$omp end parallel do
  end subroutine
end module

program atomic_compare
  use extremes
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), i, mx, mn, first, v, r, w, smax, pmax, oldval, assume, newval
  real(8) :: f(n), fmx
  do i = 1, n
    a(i) = mod(i * 7919, 1009)
    f(i) = a(i) * 0.5d0
  end do
  mx = 0; mn = 2**30; fmx = 0; first = 0
  call find(a, f, mx, mn, fmx, first)
  print '(a,i0,1x,i0,1x,f5.1,1x,i0)', 'max min fmax first: ', mx, mn, fmx, first

  ! test_atomic_compare's loop: retry until the swap of the seen value succeeds.
  smax = maxval(a)
  pmax = 0
  !$omp parallel do private(oldval, assume, newval)
  do i = 1, n
    oldval = pmax
    do
      assume = oldval
      if (a(i) > assume) then
        newval = a(i)
      else
        newval = assume
      end if
      !$omp atomic compare capture
      if (pmax == assume) then
        pmax = newval
      else
        oldval = pmax
      end if
      !$omp end atomic
      if (assume == oldval) exit
    end do
  end do
  !$omp end parallel do
  print '(a,l1)', 'cas max: ', pmax == smax

  mx = 0; mn = 2**30
  !$omp target teams distribute parallel do map(to: a) map(tofrom: mx, mn)
  do i = 1, n
    !$omp atomic compare
    if (mx < a(i)) mx = a(i)
    !$omp atomic compare
    if (a(i) < mn) mn = a(i)
  end do
  print '(a,i0,1x,i0)', 'target max min: ', mx, mn

  v = -1; r = 5
  !$omp atomic compare capture
  if (r == 5) then
    r = 6
  else
    v = r
  end if
  !$omp end atomic
  !$omp atomic compare capture
  if (r == 5) then
    r = 7
  else
    v = r
  end if
  !$omp end atomic
  w = 0
  !$omp atomic compare capture
  w = r
  if (r < 10) r = 10
  !$omp end atomic
  print '(a,i0,1x,i0,1x,i0)', 'v r w: ', v, r, w
end program
