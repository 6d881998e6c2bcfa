! OpenMP 5.1 `atomic compare capture` with `r = x == e` then `if (r) then; x = d; else; v = x;
! end if` (§2.19.7, Fortran) in a target region: a compare-and-swap loop finding the maximum of
! an assumed-shape array on the device, counting its successful swaps, and a real(8) slot that
! only the first thread to compare claims. oxacc refused the form.
! reference: without -fopenmp (gfortran 12 and flang-22 do not accept this form: the program's
! sequential meaning is the expectation)
! expect-exit: 0
! expect-stdout:
! | max ok: T T
! | claims: 1 7.5
module device_cas
  implicit none
contains
  subroutine device_max(a, mx, swaps)
    integer, intent(in) :: a(:)
    integer, intent(inout) :: mx, swaps
    integer :: i, seen, want
    logical :: ok
    !$omp target teams distribute parallel do map(to: a) map(tofrom: mx) &
    !$omp& private(seen, want, ok) reduction(+: swaps)
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
  end subroutine
end module

program target_compare_capture_result
  use device_cas
  implicit none
  integer, parameter :: n = 2000
  integer :: a(n), i, mx, swaps, claims
  logical :: got
  real(8) :: slot
  do i = 1, n
    a(i) = mod(i * 7919, 1999)
  end do
  mx = -1; swaps = 0
  call device_max(a, mx, swaps)
  print '(a,l1,1x,l1)', 'max ok: ', mx == maxval(a), swaps >= 1 .and. swaps <= n

  claims = 0; slot = -1.0d0
  !$omp target teams distribute parallel do map(tofrom: slot) private(got) reduction(+: claims)
  do i = 1, 100
    !$omp atomic compare capture
    got = slot == -1.0d0
    if (got) then
      slot = 7.5d0
    end if
    !$omp end atomic
    if (got) claims = claims + 1
  end do
  print '(a,i0,1x,f3.1)', 'claims: ', claims, slot
end program
