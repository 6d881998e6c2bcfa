! App: stream compaction and a histogram in module procedures with assumed-shape dummies:
! each selected element takes its output slot with `atomic capture` (`k = n; n = n + 1`), the
! histogram bins are updated with `atomic update`; the slots are a permutation, so the sorted
! output and the bin counts are exact.
! expect-exit: 0
! expect-stdout:
! | kept       = 333
! | sum kept   = 166833
! | sorted ok  = T
! | bins       =   33   34   34   34   33   33   33   33   33   33
module compact_m
  implicit none
contains
  subroutine compact(a, out, nout)
    integer, intent(in) :: a(:)
    integer, intent(out) :: out(:)
    integer, intent(out) :: nout
    integer :: i, k
    nout = 0
    !$acc parallel loop copyin(a) copy(nout) copyout(out) private(k)
    do i = 1, size(a)
      if (mod(a(i), 3) == 0) then
        !$acc atomic capture
        k = nout
        nout = nout + 1
        !$acc end atomic
        out(k + 1) = a(i)
      end if
    end do
  end subroutine compact

  subroutine histogram(v, nv, bins)
    integer, intent(in) :: v(:), nv
    integer, intent(inout) :: bins(:)
    integer :: i, b
    !$acc parallel loop copyin(v(1:nv)) copy(bins) private(b)
    do i = 1, nv
      b = mod(v(i) / 3, size(bins)) + 1
      !$acc atomic update
      bins(b) = bins(b) + 1
    end do
  end subroutine histogram
end module compact_m

program stream_compaction_capture
  use compact_m
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), out(n), nout, bins(10), i, j, t
  logical :: ok
  do i = 1, n
    a(i) = i
  end do
  out = 0
  call compact(a, out, nout)
  ! Insertion sort on the host: the order of the slots is the device's.
  do i = 2, nout
    t = out(i)
    j = i - 1
    do while (j >= 1)
      if (out(j) <= t) exit
      out(j + 1) = out(j)
      j = j - 1
    end do
    out(j + 1) = t
  end do
  ok = .true.
  do i = 1, nout
    if (out(i) /= 3 * i) ok = .false.
  end do
  bins = 0
  call histogram(out, nout, bins)
  print '(a, i0)', 'kept       = ', nout
  print '(a, i0)', 'sum kept   = ', sum(out(1:nout))
  print '(a, l1)', 'sorted ok  = ', ok
  print '(a, 10i5)', 'bins       =', bins
end program stream_compaction_capture
