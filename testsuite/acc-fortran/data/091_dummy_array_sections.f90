! Data: clauses on explicit-shape dummy arrays inside procedures, as solvers write them: the
! interior `u(2:n-1)` in `copy` of a compute construct that updates only the interior, the
! whole dummy in `copyin`. acc-implicit-data also gave the dummy an implicit `copy` of all of
! it, whose exit action came after the clause's: with memory of its own the device copied the
! whole array back over the section's result, and a `copyin` array was copied out (OpenACC
! 3.3 §2.6.2, §2.7.7). The clause now
! names the dummy the region reads. Run with discrete memory, the whole interior kept its
! old values.
! expect-exit: 0
! expect-stdout:
! | interior  1.0  1.0  4.0  7.0 10.0 13.0 16.0 19.0 22.0 10.0
! | weighted  30.0  60.0  90.0 120.0
program dummy_array_sections
  implicit none
  integer, parameter :: n = 10
  real(8) :: u(n), w(4), c(4)
  integer :: i
  do i = 1, n
    u(i) = i
  end do
  call relax(u, n)
  print '(a, 10f5.1)', 'interior', u
  c = [1d0, 2d0, 3d0, 4d0]
  w = 0
  call weigh(c, w, 4, 30d0)
  print '(a, 4f6.1)', 'weighted', w
contains
  subroutine relax(u, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n)
    integer :: i
    !$acc parallel loop copy(u(2:n-1))
    do i = 2, n - 1
      u(i) = 3 * u(i) - 5
    end do
  end subroutine relax

  subroutine weigh(c, w, m, f)
    integer, intent(in) :: m
    real(8), intent(in) :: c(m), f
    real(8), intent(out) :: w(m)
    integer :: i
    !$acc parallel loop copyin(c) copyout(w)
    do i = 1, m
      w(i) = f * c(i)
    end do
  end subroutine weigh
end program dummy_array_sections
