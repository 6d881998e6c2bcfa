! Explicit tasks in `declare target` procedures (OpenMP 4.5 §2.9.1, §2.10.6):
! a recursive function summing halves of an array in two tasks joined by
! `taskwait`, and a subroutine whose `taskgroup` waits for tasks summing strided parts of
! an assumed-shape array (with `taskyield`), called in target regions and on the host. On the
! device the tasks are included in the thread that makes them, on the host they are
! libomp's (decision 95, the rule the C front end shares). Before, their libomp calls had
! no device version and every target region calling them ran only on the host.
! expect-exit: 0
! expect-stdout:
! | tree  500500  500500  500500
! | chunks   10100   10100   10100
! | host  500500   10100
module tasks_382_m
  implicit none
contains
  recursive function half_sum(v, lo, hi) result(s)
    !$omp declare target
    integer, intent(in) :: v(*)
    integer, intent(in) :: lo, hi
    integer(8) :: s, a, b
    integer :: mid, i
    if (hi - lo < 32) then
      s = 0
      do i = lo, hi
        s = s + v(i)
      end do
      return
    end if
    mid = (lo + hi) / 2
    !$omp task shared(a) firstprivate(lo, mid)
    a = half_sum(v, lo, mid)
    !$omp end task
    !$omp task shared(b) firstprivate(mid, hi)
    b = half_sum(v, mid + 1, hi)
    !$omp end task
    !$omp taskwait
    s = a + b
  end function half_sum

  subroutine chunk_sum(w, r)
    !$omp declare target
    integer, intent(in) :: w(:)
    integer, intent(out) :: r
    integer :: part(16), i, j, c
    part = 0
    !$omp taskgroup
    do c = 1, 16
      !$omp task firstprivate(c) private(i, j) shared(part)
      do i = c, size(w), 16
        part(c) = part(c) + w(i)
      end do
      !$omp end task
      !$omp taskyield
    end do
    !$omp end taskgroup
    r = sum(part)
  end subroutine chunk_sum
end module tasks_382_m

program p
  use tasks_382_m
  implicit none
  integer, parameter :: n = 1000, m = 100
  integer :: v(n), w(m), i, k, r(3), hr
  integer(8) :: t(3), ht
  do i = 1, n
    v(i) = i
  end do
  do i = 1, m
    w(i) = 2 * i
  end do
  t = 0
  r = 0
  !$omp target teams distribute parallel do map(to: v, w) map(tofrom: t, r)
  do k = 1, 3
    t(k) = half_sum(v, 1, n)
    call chunk_sum(w, r(k))
  end do
  print '(a,3i8)', 'tree', t
  print '(a,3i8)', 'chunks', r
  !$omp parallel
  !$omp single
  ht = half_sum(v, 1, n)
  call chunk_sum(w, hr)
  !$omp end single
  !$omp end parallel
  print '(a,i8,i8)', 'host', ht, hr
end program p
