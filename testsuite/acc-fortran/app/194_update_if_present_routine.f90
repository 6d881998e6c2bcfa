! App: a routine that refreshes the host copy of a field with `update self(...) if_present`
! and works on it in a compute construct with `present_or_copy` semantics (`copy` inside a
! data region finds it present), called once inside a data region that maps the field and
! once outside any (OpenACC 3.3 §2.14.4: `if_present` makes the update a no-op for absent
! data), the way library routines are written to work either way.
! expect-exit: 0
! expect-stdout:
! | inside : f(1), f(n) =      2.0000    200.0000  host sum =  10100.0000
! | outside: f(1), f(n) =      4.0000    400.0000  host sum =  20200.0000
module refresh_m
  implicit none
contains
  subroutine double_and_sum(f, s)
    real(8), intent(inout) :: f(:)
    real(8), intent(out) :: s
    integer :: i
    !$acc parallel loop copy(f)
    do i = 1, size(f)
      f(i) = 2 * f(i)
    end do
    !$acc update self(f) if_present
    s = sum(f)
  end subroutine double_and_sum
end module refresh_m

program update_if_present_routine
  use refresh_m
  implicit none
  integer, parameter :: n = 100
  real(8) :: f(n), s
  integer :: i
  do i = 1, n
    f(i) = i
  end do
  !$acc data copyin(f)
  call double_and_sum(f, s)
  print '(a, 2f12.4, a, f12.4)', 'inside : f(1), f(n) =', f(1), f(n), '  host sum =', s
  !$acc end data
  call double_and_sum(f, s)
  print '(a, 2f12.4, a, f12.4)', 'outside: f(1), f(n) =', f(1), f(n), '  host sum =', s
end program update_if_present_routine
