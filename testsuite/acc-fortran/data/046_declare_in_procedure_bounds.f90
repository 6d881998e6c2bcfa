! Data: `declare` in procedures (§2.13: a data region for the procedure's body) on
! explicit-shape dummies with lower bounds and a local work array: `declare copyin(a)`,
! `declare create(work)`, `declare copyout(r)` and `present_or_copy`-style `copy(acc)`
! of a module variable used in a compute construct of the same procedure.
! expect-exit: 0
! expect-stdout:
! | r(-1), r(0), r(39) =       0.000       0.500     800.000
! | sum(r), calls =     11070.000   80.
module proc_declare_m
  implicit none
  real(8) :: acc_total(3)
contains
  subroutine stencil(a, r, lo, hi)
    integer, intent(in) :: lo, hi
    real(8), intent(in) :: a(lo-1:hi+1)
    real(8), intent(out) :: r(lo:hi)
    real(8) :: work(lo:hi)
    !$acc declare copyin(a) create(work) copyout(r)
    integer :: i
    !$acc parallel loop
    do i = lo, hi
      work(i) = a(i - 1) - 2 * a(i) + a(i + 1)
    end do
    !$acc parallel loop copy(acc_total)
    do i = lo, hi
      r(i) = work(i) * 0.5d0 + a(i)
    end do
    acc_total(1) = acc_total(1) + (hi - lo + 1)
  end subroutine stencil
end module proc_declare_m

program declare_in_procedure_bounds
  use proc_declare_m
  implicit none
  real(8) :: a(-2:40), r(-1:39)
  integer :: i
  do i = -2, 40
    a(i) = i * i * 0.5d0 + i
  end do
  acc_total = 0
  call stencil(a, r, -1, 39)
  call stencil(a(0:40), r(1:39), 1, 39)
  print '(a, 3f12.3)', 'r(-1), r(0), r(39) =', r(-1), r(0), r(39)
  print '(a, f14.3, f6.0)', 'sum(r), calls =', sum(r), acc_total(1)
end program declare_in_procedure_bounds
