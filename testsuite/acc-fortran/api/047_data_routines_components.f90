! API: the data routines of the `openacc` module on allocatable components and module
! allocatables (§3.2.18–§3.2.26): `acc_copyin(s%rho)`, `acc_is_present`, a compute construct
! with `present(s%rho)` (attaching it into `s`, copied with `copyin(s)`), `acc_update_self`
! on a component, `acc_copyout` and `acc_delete`, `acc_create` with a start element and a
! byte count. (Presence is printed only where it holds with shared memory too: gfortran's
! host device, the reference, has every variable present.)
! expect-exit: 0
! expect-stdout:
! | present after: T T T
! | sum(rho), sum(e) =     33152.0     32896.0
module api_comp_m
  implicit none
  type grid_t
    real(8), allocatable :: rho(:), e(:)
    integer :: n
  end type grid_t
  real(8), allocatable :: scratch(:)
end module api_comp_m

program data_routines_components
  use openacc
  use api_comp_m
  implicit none
  type(grid_t) :: s
  integer :: i
  s%n = 256
  allocate (s%rho(s%n), s%e(s%n))
  allocate (scratch(s%n))
  s%rho = 1
  s%e = 0
  scratch = 0
  !$acc enter data copyin(s)
  call acc_copyin(s%rho)
  call acc_create(s%e)
  call acc_create(scratch(1), s%n * 8)
  print '(a, 3l2)', 'present after:', acc_is_present(s%rho), acc_is_present(s%e), &
    acc_is_present(scratch)
  !$acc parallel loop present(s%rho, s%e, scratch)
  do i = 1, s%n
    scratch(i) = i
    s%e(i) = s%rho(i) * i
    s%rho(i) = s%rho(i) + scratch(i)
  end do
  call acc_update_self(s%rho)
  call acc_copyout(s%e)
  call acc_delete(s%rho)
  call acc_delete(scratch)
  !$acc exit data delete(s)
  print '(a, 2f12.1)', 'sum(rho), sum(e) =', sum(s%rho), sum(s%e)
end program data_routines_components
