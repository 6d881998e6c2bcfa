! OpenMP 5.1 `atomic compare capture` forms that capture the comparison (§2.19.7, Fortran):
! `r = x == e` then `if (r) then; x = d; [else; v = x;] end if`, on the host (a
! compare-and-swap loop counting its successful swaps, in a subroutine taking assumed-shape
! arrays) and in a target region (integer and real(8) x). oxacc refused the form.
! reference: without -fopenmp (gfortran 12 and flang-22 do not accept this form: the program's
! sequential meaning is the expectation)
! expect-exit: 0
! expect-stdout:
! | cas max swaps: T T
! | r v r2 x: F 6 T 9
! | target hits: 1 T 2.5
module cas
  implicit none
contains
  subroutine running_max(a, mx, swaps)
    integer, intent(in) :: a(:)
    integer, intent(inout) :: mx, swaps
    integer :: i, seen, want
    logical :: ok
    !$omp parallel do private(seen, want, ok) reduction(+: swaps)
    do i = 1, size(a)
      !$omp atomic read
      seen = mx
      do while (a(i) > seen)
        want = seen
        !$omp atomic compare capture
        ok = mx == want
        if (ok) then
          mx = a(i)
        else
          seen = mx
        end if
        !$omp end atomic
        if (ok) then
          swaps = swaps + 1
          exit
        end if
      end do
    end do
    !$omp end parallel do
  end subroutine
end module

program compare_capture_result
  use cas
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), i, mx, swaps, x, v, hits
  logical :: r, r2, got
  real(8) :: y
  do i = 1, n
    a(i) = mod(i * 7919, 1009)
  end do
  mx = -1; swaps = 0
  call running_max(a, mx, swaps)
  print '(a,l1,1x,l1)', 'cas max swaps: ', mx == maxval(a), swaps >= 1 .and. swaps <= n

  x = 6; v = -1
  !$omp atomic compare capture
  r = x == 5
  if (r) then
    x = 7
  else
    v = x
  end if
  !$omp end atomic
  !$omp atomic compare capture
  r2 = x == 6
  if (r2) x = 9
  !$omp end atomic
  print '(a,l1,1x,i0,1x,l1,1x,i0)', 'r v r2 x: ', r, v, r2, x

  hits = 0; y = 1.5d0; got = .false.
  !$omp target teams distribute parallel do map(tofrom: y) private(got) reduction(+: hits)
  do i = 1, 64
    !$omp atomic compare capture
    got = y == 1.5d0
    if (got) then
      y = 2.5d0
    end if
    !$omp end atomic
    if (got) hits = hits + 1
  end do
  print '(a,i0,1x,l1,1x,f3.1)', 'target hits: ', hits, hits == 1, y
end program
