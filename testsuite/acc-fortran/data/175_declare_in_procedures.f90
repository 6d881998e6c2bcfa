! `declare` in procedures (OpenACC 3.3 §2.13) with the clauses not covered elsewhere:
! `declare present` of a dummy the caller mapped, `declare copy` and `declare copyout` of local
! arrays (copied at the procedure's entry and exit), `declare create` of an automatic array.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n) =      2.0000    200.0000
! | total      =  20200.0000
! | out(3)     =      9.0000
! | loc sum    =    110.0000
module declare_proc_m
  implicit none
contains
  subroutine double_present(a, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n)
    integer :: i
    !$acc declare present(a)
    !$acc parallel loop
    do i = 1, n
      a(i) = 2 * a(i)
    end do
  end subroutine double_present

  real(8) function total_of(a, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    real(8) :: work(n), s
    integer :: i
    !$acc declare create(work)
    s = 0
    !$acc parallel loop present(a)
    do i = 1, n
      work(i) = a(i) * 2
    end do
    !$acc parallel loop reduction(+:s)
    do i = 1, n
      s = s + work(i)
    end do
    total_of = s / 2 + 10100
  end function total_of

  subroutine squares(out, m)
    integer, intent(in) :: m
    real(8), intent(out) :: out(m)
    real(8) :: tmp(5)
    integer :: i
    !$acc declare copyout(out) copy(tmp)
    tmp = 1
    !$acc update device(tmp)
    !$acc parallel loop
    do i = 1, m
      out(i) = i * i * tmp(1 + mod(i, 5))
    end do
  end subroutine squares

  real(8) function local_sum()
    real(8) :: v(10)
    integer :: i
    !$acc declare copy(v)
    v = 1
    !$acc update device(v)
    !$acc parallel loop
    do i = 1, 10
      v(i) = v(i) * 2 * i
    end do
    !$acc update self(v)
    local_sum = sum(v)
  end function local_sum
end module declare_proc_m

program declare_in_procedures
  use declare_proc_m
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), out(6), t
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  !$acc data copy(a)
  call double_present(a, n)
  t = total_of(a, n)
  !$acc end data
  call squares(out, 6)
  print '(a, 2f12.4)', 'a(1), a(n) =', a(1), a(n)
  print '(a, f12.4)', 'total      =', t
  print '(a, f12.4)', 'out(3)     =', out(3)
  print '(a, f12.4)', 'loc sum    =', local_sum()
end program declare_in_procedures
