! `!$omp critical` and explicit tasks in module procedures that target regions call but no
! `declare target` names: implicitly `declare target` (OpenMP 5.0 §2.12.7), so compiled for
! both sides as explicit ones are (decision 95; 4.5 §2.13.2, §2.9.1): on the device a spin
! lock and included tasks, on the host libomp's lock and deferred tasks. The procedures take
! assumed-shape arrays and are also called from a host parallel region. Before, their libomp
! calls had no device version and every target region calling them ran only on the host.
! expect-exit: 0
! expect-stdout:
! | device count 4096 sum 8390656 hist 1024 1024 1024 1024
! | device tree 8390656 8390656
! | host count 4096 sum 8390656 tree 8390656
module impl_430_m
  implicit none
contains
  subroutine record(cnt, total, hist, v)
    integer, intent(inout) :: cnt, hist(:)
    integer(8), intent(inout) :: total
    integer, intent(in) :: v
    !$omp critical (stats)
    cnt = cnt + 1
    total = total + v
    hist(mod(v, 4) + 1) = hist(mod(v, 4) + 1) + 1
    !$omp end critical (stats)
  end subroutine

  recursive integer(8) function tree_sum(v, lo, hi) result(r)
    integer, intent(in) :: v(:), lo, hi
    integer(8) :: a, b
    integer :: mid, i
    if (hi - lo < 64) then
      r = 0
      do i = lo, hi
        r = r + v(i)
      end do
      return
    end if
    mid = lo + (hi - lo) / 2
    !$omp task shared(a)
    a = tree_sum(v, lo, mid)
    !$omp end task
    !$omp task shared(b)
    b = tree_sum(v, mid + 1, hi)
    !$omp end task
    !$omp taskwait
    r = a + b
  end function
end module

program impl_430
  use impl_430_m
  implicit none
  integer, parameter :: n = 4096, t = 8
  integer :: v(n), cnt, hist(4), i, k, hcnt, hhist(4)
  integer(8) :: total, out(t), htotal, ht
  do i = 1, n
    v(i) = i
  end do
  cnt = 0
  total = 0
  hist = 0
  !$omp target teams distribute parallel do map(to: v) map(tofrom: cnt, total, hist)
  do i = 1, n
    call record(cnt, total, hist, v(i))
  end do
  !$omp target teams distribute parallel do map(to: v) map(from: out)
  do k = 1, t
    out(k) = tree_sum(v, 1, n)
  end do
  print '(a,i0,a,i0,a,4(1x,i0))', 'device count ', cnt, ' sum ', total, ' hist', hist
  print '(a,i0,1x,i0)', 'device tree ', minval(out), maxval(out)
  hcnt = 0
  htotal = 0
  hhist = 0
  ht = 0
  !$omp parallel num_threads(4)
  !$omp do
  do i = 1, n
    call record(hcnt, htotal, hhist, v(i))
  end do
  !$omp end do
  !$omp single
  ht = tree_sum(v, 1, n)
  !$omp end single
  !$omp end parallel
  print '(a,i0,a,i0,a,i0)', 'host count ', hcnt, ' sum ', htotal, ' tree ', ht
end program
