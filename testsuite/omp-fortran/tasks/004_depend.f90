! Task dependences (OpenMP 4.5 §2.13.9) in Fortran: `depend(out: …)`, `depend(in: …)` and
! `depend(inout: …)` on scalars, array elements and an array section order sibling tasks,
! whatever thread runs them: a producer that is slow to write is still read after it, and
! a chain of `inout` updates of one variable runs in creation order (not commutative here).
! expect-exit: 0
! expect-stdout:
! | a b: 7 73
! | v:   2   4   6   8  10  12  14  16  18  20  22  24
! | pos: 265720
! | order: T
! | h: 150 3
module work_m
  implicit none
contains
  ! Slow on purpose, so that a consumer not held back by its dependence would run first.
  integer function slow(k)
    integer, intent(in) :: k
    integer :: j
    real(8) :: t
    t = 0
    do j = 1, 20000 * (mod(k, 3) + 1)
      t = t + sqrt(real(j + k, 8))
    end do
    slow = k + int(t * 0)
  end function slow
end module work_m

program depend_tasks
  use work_m
  implicit none
  integer, parameter :: n = 12
  integer :: a, b, i, v(n), order(n), pos
  integer :: h(100)
  a = 0; b = 0; v = 0; order = 0; pos = 0; h = 0
!$omp parallel
!$omp single
!$omp task depend(out: a) shared(a)
  a = slow(7)
!$omp end task
!$omp task depend(in: a) depend(out: b) shared(a, b)
  b = a * 10
!$omp end task
!$omp task depend(inout: b) shared(b)
  b = b + 3
!$omp end task
  do i = 1, n
!$omp task depend(out: v(i)) shared(v)
    v(i) = slow(i) * 2
!$omp end task
!$omp task depend(in: v(i)) depend(inout: pos) shared(v, order, pos)
    pos = pos * 3 + 1
    order(i) = v(i) + pos
!$omp end task
  end do
!$omp task depend(out: h(1:50)) shared(h)
  h(1:50) = slow(2)
!$omp end task
!$omp task depend(inout: h(1:50)) shared(h)
  h(1:50) = h(1:50) + 1
!$omp end task
!$omp end single
!$omp end parallel
  print '(a,i0,1x,i0)', 'a b: ', a, b
  print '(a,12i4)', 'v:', v
  print '(a,i0)', 'pos: ', pos
  print '(a,l1)', 'order: ', all(order(2:) > order(:n - 1))
  print '(a,i0,1x,i0)', 'h: ', sum(h), h(50)
end program depend_tasks
