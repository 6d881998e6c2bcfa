! Data: the spec's pattern for allocatable members (OpenACC 3.3 §2.6.4, §2.7.2):
! `enter data copyin(s)`, then `enter data copyin(s%rho)` attaches the device copy of
! `s%rho` to the device copy of `s`; a compute construct with `present(s)` (§2.6.4: the
! member is reached through the structure) updates it; `update self(s%rho)`; the member is
! reallocated with other bounds and attached again; `exit data copyout(s%rho)` detaches.
! expect-exit: 0
! expect-stdout:
! | rho(1), rho(50), rho(n) =       4.750     117.500     227.500
! | rho(-4:5) =   4.0   4.0   4.0   4.0   4.0   4.0   4.0   4.0   4.0   4.0
module state_m
  implicit none
  type state_t
    integer :: n
    real(8) :: gamma
    real(8), allocatable :: rho(:)
    integer, allocatable :: flags(:)
  end type state_t
contains
  subroutine relax(s)
    type(state_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop present(s)
    do i = lbound(s%rho, 1), ubound(s%rho, 1)
      s%rho(i) = s%rho(i) * s%gamma + s%flags(i)
    end do
  end subroutine relax
end module state_m

program attach_struct_member
  use state_m
  implicit none
  type(state_t) :: s
  integer :: i
  s%n = 100
  s%gamma = 1.5d0
  allocate (s%rho(s%n), s%flags(s%n))
  do i = 1, s%n
    s%rho(i) = i
    s%flags(i) = mod(i, 3)
  end do
  !$acc enter data copyin(s)
  !$acc enter data copyin(s%rho, s%flags)
  call relax(s)
  call relax(s)
  !$acc update self(s%rho)
  print '(a, 3f12.3)', 'rho(1), rho(50), rho(n) =', s%rho(1), s%rho(50), s%rho(s%n)
  !$acc exit data delete(s%rho, s%flags)
  deallocate (s%rho, s%flags)
  allocate (s%rho(-4:5), s%flags(-4:5))
  s%rho = 2
  s%flags = 1
  !$acc enter data copyin(s%rho, s%flags)
  call relax(s)
  !$acc exit data copyout(s%rho) delete(s%flags)
  !$acc exit data delete(s)
  print '(a, 10f6.1)', 'rho(-4:5) =', s%rho
end program attach_struct_member
