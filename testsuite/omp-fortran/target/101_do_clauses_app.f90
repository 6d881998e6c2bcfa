! The way applications write it: module procedures taking assumed-shape and explicit-shape
! arrays without map clauses (mapped tofrom; the scalars that come back are mapped, OpenMP 4.5
! §2.15.5), with `!$omp do lastprivate/linear/firstprivate` in `!$omp target parallel`, in a
! parallel region of `!$omp target teams`.
! expect-exit: 0
! expect-stdout:
! | scan: 500 1.0 T
! | pack: 1 400 T
! | scale: 4000.0 3.0 T
module app_kernels
  implicit none
contains
  ! y(i) = x(i) * w; the last index written and its value come back.
  subroutine scale(x, y, w, lastv, lasti)
    real(8), intent(in) :: x(:)
    real(8), intent(inout) :: y(:)
    real(8), intent(in) :: w
    real(8), intent(out) :: lastv
    integer, intent(out) :: lasti
    integer :: i
    real(8) :: t
    t = 0
    lasti = -1
    !$omp target parallel map(tofrom: t, lasti)
    !$omp do lastprivate(t, lasti)
    do i = 1, size(x)
      t = x(i) * w
      y(i) = t
      lasti = i
    end do
    !$omp end target parallel
    lastv = t
  end subroutine

  ! Every k-th element of a into b (explicit shape), its output position linear.
  subroutine pack(n, a, k, b, m)
    integer, intent(in) :: n, k
    integer, intent(in) :: a(n)
    integer, intent(out) :: b(n / k)
    integer, intent(out) :: m
    integer :: i, pos
    pos = 1
    !$omp target teams num_teams(1) map(tofrom: pos)
    !$omp parallel
    !$omp do linear(pos: 1)
    do i = k, n, k
      b(pos) = a(i)
      pos = pos + 1
    end do
    !$omp end parallel
    !$omp end target teams
    m = pos - 1
  end subroutine

  ! A running offset kept per thread (firstprivate), the last element's index (lastprivate).
  subroutine scan(v, base, last)
    real(4), intent(inout) :: v(:)
    real(4), intent(in) :: base
    integer, intent(out) :: last
    real(4) :: off
    integer :: i
    off = base
    !$omp target parallel map(from: last)
    !$omp do firstprivate(off) lastprivate(last)
    do i = 1, size(v)
      v(i) = v(i) + off
      off = off + 0.0
      last = i
    end do
    !$omp end target parallel
  end subroutine

end module

program app
  use app_kernels
  implicit none
  real(8) :: x(4000), y(4000), lastv
  real(4) :: v(500)
  integer :: a(400), b(400), i, m, lasti, last
  v = 0
  call scan(v, 1.0, last)
  print '(a,i0,1x,f0.1,1x,l1)', 'scan: ', last, v(500), all(v == 1.0)
  a = [(i, i = 1, 400)]
  call pack(400, a, 1, b, m)
  print '(a,i0,1x,i0,1x,l1)', 'pack: ', b(1), m, all(b == a)
  x = [(real(i, 8), i = 1, 4000)]
  y = 0
  call scale(x, y, 3.0d0, lastv, lasti)
  print '(a,f0.1,1x,f0.1,1x,l1)', 'scale: ', real(lasti, 8), lastv / 4000, all(y == 3 * x)
end program
