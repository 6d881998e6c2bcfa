! Compute: the forms of DO loops in a `kernels` region without loop directives (§2.5.3) on
! assumed-shape and explicit-shape dummies: a loop counting down (`do i = n, 1, -1`) is
! parallel; one with a step of 2 writing two elements per iteration (kept sequential by the
! dependence test: two writes at different indices) and a running sum (each iteration reads
! the element the previous one wrote) give the sequential answer; a DO variable used after
! its loop in the region holds the value the DO leaves (§11.1.7.4.3).
! remark: kernels: loop at 23:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 30:5 not parallelized: c is written at one index and read at another
! expect-exit: 0
! expect-stdout:
! | sum a, b, c:    1001000.00    1001000.00  334332500.00
! | c(2), c(n):          4.00    1000998.00
! | i after its loop in the region:  1001
module do_forms_m
  implicit none
contains
  subroutine forms(n, a, b, c, last_i)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(:), b(n), c(n)
    integer, intent(out) :: last_i
    integer :: i, k
    !$acc kernels copyout(last_i)
    do i = n, 1, -1
      a(i) = 2 * i
    end do
    do k = 1, n - 1, 2
      b(k) = a(k) + 1
      b(k + 1) = a(k + 1) - 1
    end do
    do i = 2, n
      c(i) = c(i - 1) + b(i)
    end do
    last_i = i
    !$acc end kernels
  end subroutine forms
end module do_forms_m

program kernels_do_forms
  use do_forms_m
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n), c(n)
  integer :: last_i
  a = 0
  b = 0
  c = 1
  call forms(n, a, b, c, last_i)
  print '(a, 3f14.2)', 'sum a, b, c:', sum(a), sum(b), sum(c)
  print '(a, 2f14.2)', 'c(2), c(n):', c(2), c(n)
  print '(a, i6)', 'i after its loop in the region:', last_i
end program kernels_do_forms
