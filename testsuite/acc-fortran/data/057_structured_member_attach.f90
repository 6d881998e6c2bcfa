! Data: structured attach and detach of allocatable components (§2.6.4, §2.7.2): a `data`
! construct with `copy(s)` around one with `copyin(s%a) copy(s%b)` (the members attached
! into the device copy of `s` at entry, detached at exit before `s` is copied back, so the
! host structure keeps its own addresses), kernels with `present(s)` inside, and a second
! pair of data regions on the same structure.
! expect-exit: 0
! expect-stdout:
! | b(1), b(n), w =        1.50      600.00        2.00
! | sum(b), w =     121100.00          4.00
module pair_m
  implicit none
  type pair_t
    real(8), allocatable :: a(:), b(:)
    real(8) :: w
  end type pair_t
contains
  subroutine blend(s, n)
    type(pair_t), intent(inout) :: s
    integer, intent(in) :: n
    integer :: i
    !$acc kernels present(s)
    !$acc loop independent
    do i = 1, n
      s%b(i) = s%b(i) + s%w * s%a(i)
    end do
    s%w = s%w * 2
    !$acc end kernels
  end subroutine blend
end module pair_m

program structured_member_attach
  use pair_m
  implicit none
  type(pair_t) :: s
  integer, parameter :: n = 400
  integer :: i
  allocate (s%a(n), s%b(n))
  do i = 1, n
    s%a(i) = i
  end do
  s%b = 0
  s%w = 0.5d0
  !$acc data copy(s)
  !$acc data copyin(s%a) copy(s%b)
  call blend(s, n)
  call blend(s, n)
  !$acc end data
  !$acc end data
  print '(a, 3f12.2)', 'b(1), b(n), w =', s%b(1), s%b(n), s%w
  s%a = 1
  !$acc data copy(s)
  !$acc data copyin(s%a) copy(s%b)
  call blend(s, n)
  !$acc end data
  !$acc end data
  print '(a, 2f14.2)', 'sum(b), w =', sum(s%b), s%w
end program structured_member_attach
