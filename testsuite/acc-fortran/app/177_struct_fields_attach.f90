! App: a mesh type whose fields are allocatable components (`s%rho(:)`, `s%e(:)`, `s%p(:)`),
! mapped the way structured codes do it: `enter data copyin(s)` then `enter data
! copyin(s%rho, s%e) create(s%p)` (each attaches into the device copy of `s`, §2.7.2), kernels
! in routines that take the type and say `present(s)`, `update self(s%p)` for the host check,
! `exit data` of the components before the structure.
! expect-exit: 0
! expect-stdout:
! | p(1), p(n)   =      0.4000    400.0000
! | sum p        = 200200.0000
! | max c        =     23.6643
module eos_m
  implicit none
  type state_t
    integer :: n
    real(8) :: gamma
    real(8), allocatable :: rho(:), e(:), p(:), c(:)
  end type state_t
contains
  subroutine eos(s)
    type(state_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop present(s)
    do i = 1, s%n
      s%p(i) = (s%gamma - 1) * s%rho(i) * s%e(i)
    end do
  end subroutine eos

  subroutine sound_speed(s, cmax)
    type(state_t), intent(inout) :: s
    real(8), intent(out) :: cmax
    integer :: i
    cmax = 0
    !$acc parallel loop present(s) reduction(max:cmax)
    do i = 1, s%n
      s%c(i) = sqrt(s%gamma * s%p(i) / s%rho(i))
      cmax = max(cmax, s%c(i))
    end do
  end subroutine sound_speed
end module eos_m

program struct_fields_attach
  use eos_m
  implicit none
  type(state_t) :: s
  real(8) :: cmax
  integer :: i
  s%n = 1000
  s%gamma = 1.4d0
  allocate(s%rho(s%n), s%e(s%n), s%p(s%n), s%c(s%n))
  do i = 1, s%n
    s%rho(i) = 1
    s%e(i) = i
  end do
  s%p = -1
  !$acc enter data copyin(s)
  !$acc enter data copyin(s%rho, s%e) create(s%p, s%c)
  call eos(s)
  call sound_speed(s, cmax)
  !$acc update self(s%p)
  !$acc exit data delete(s%rho, s%e, s%p, s%c)
  !$acc exit data delete(s)
  print '(a, 2f12.4)', 'p(1), p(n)   =', s%p(1), s%p(s%n)
  print '(a, f12.4)', 'sum p        =', sum(s%p)
  print '(a, f12.4)', 'max c        =', cmax
end program struct_fields_attach
