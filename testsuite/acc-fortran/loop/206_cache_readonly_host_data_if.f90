! reference: without -fopenacc
! `cache(readonly: ...)` on a loop's stencil reads (OpenACC 3.3 §2.10) and `host_data` with
! `if` and `if_present` (§2.8): with a false `if` or absent data the host addresses are used,
! which a routine called inside sees as the host array. gfortran 12 has no `readonly:`
! modifier on cache; the reference is the sequential meaning.
! expect-exit: 0
! expect-stdout:
! | s(2), s(n-1) =     6.0000   297.0000
! | sum s        = 14847.0000
! | host_data    = 5050.0000 5050.0000
module hd_m
  implicit none
contains
  real(8) function total(x, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    total = sum(x)
  end function total
end module hd_m

program cache_readonly_host_data_if
  use hd_m
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), s(n), t1, t2
  logical :: on
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  s = 0
  !$acc parallel loop copyin(a) copy(s)
  do i = 2, n - 1
    !$acc cache(readonly: a(i - 1:i + 1))
    s(i) = a(i - 1) + a(i) + a(i + 1)
  end do
  on = .false.
  !$acc host_data use_device(a) if(on)
  t1 = total(a, n)
  !$acc end host_data
  !$acc host_data use_device(a) if_present
  t2 = total(a, n)
  !$acc end host_data
  print '(a, 2f11.4)', 's(2), s(n-1) =', s(2), s(n - 1)
  print '(a, f11.4)', 'sum s        =', sum(s)
  print '(a, 2f10.4)', 'host_data    =', t1, t2
end program cache_readonly_host_data_if
