! `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5) on a `do` nested in a target
! construct, as applications write it (decision 128), in module procedures taking
! assumed-shape arrays: `target parallel` around `do lastprivate(conditional: at)`; `target`
! around `parallel` around `do lastprivate(conditional: best, where)` (a real(8) and an
! integer); a collapsed nest running downwards by 3 with a variable no iteration assigns (it
! keeps its value). Each variable ends with the value of the sequentially last iteration that
! assigned it, not the loop's last iteration. Each nest is lowered as its combined construct
! (1024 slots keyed by the last assigning iteration). flang-22 has no conditional
! lastprivate ("not yet implemented"), so the reference is the sequential meaning (gfortran
! -fopenmp agrees with it).
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | last multiple of 97 at 149689
! | last above 251:  251.25 at 149908
! | collapsed, downwards:    6025, untouched 42
module cond_465_m
  implicit none
contains
  function last_multiple(a, m) result(at)
    integer, intent(in) :: a(:), m
    integer :: at, i
    at = -1
!$omp target parallel map(to: a) map(tofrom: at)
!$omp do lastprivate(conditional: at)
    do i = 1, size(a)
      if (mod(a(i), m) == 0) at = i
    end do
!$omp end do
!$omp end target parallel
  end function last_multiple

  subroutine last_above(x, limit, best, where)
    real(8), intent(in) :: x(:), limit
    real(8), intent(out) :: best
    integer, intent(out) :: where
    real(8) :: b
    integer :: w, i
    b = 0
    w = -1
!$omp target map(to: x) map(tofrom: b, w)
!$omp parallel num_threads(64)
!$omp do lastprivate(conditional: b, w)
    do i = 1, size(x)
      if (x(i) > limit) then
        b = x(i)
        w = i
      end if
    end do
!$omp end parallel
!$omp end target
    best = b
    where = w
  end subroutine last_above
end module cond_465_m

program cond_nested
  use cond_465_m
  implicit none
  integer, parameter :: n = 150001
  integer, allocatable :: a(:)
  real(8), allocatable :: x(:)
  real(8) :: best
  integer :: where, i, j, untouched
  integer(8) :: k
  allocate(a(n), x(n))
  do i = 1, n
    a(i) = int(mod(int(i, 8) * 40503_8, 65536_8))
    x(i) = mod(i * 7, 1009) / 4.0d0
  end do
  print '(a,i7)', 'last multiple of 97 at', last_multiple(a, 97)
  call last_above(x, 251.0d0, best, where)
  print '(a,f8.2,a,i7)', 'last above 251:', best, ' at', where
  k = 7
  untouched = 42
!$omp target parallel map(tofrom: k, untouched) num_threads(32)
!$omp do collapse(2) schedule(dynamic, 5) lastprivate(conditional: k, untouched)
  do i = 300, 1, -3
    do j = 0, 49
      if (mod(i * 31 + j * 17, 101) == 5) k = int(i, 8) * 1000 + j
      if (i < 0) untouched = i
    end do
  end do
!$omp end target parallel
  print '(a,i8,a,i3)', 'collapsed, downwards:', k, ', untouched', untouched
end program cond_nested
