! A derived-type variable with allocatable and pointer components used in compute regions
! that name only the components in data clauses (or none): `data copyin(s%a)` around a loop
! over `s%a(i)`, nested `s%b%c`, a pointer component, `enter data copyin(s%u)` before
! `enter data copyin(s)`, `present(s%u)` and `default(present)` in procedures taking the
! structure, an array of structures `parts(k)%u`, kernels. The region's `s` is implicit
! (`copy`, or `present`, OpenACC 3.3 §2.6.2) and its device copy holds the host's addresses
! (§2.6.4): the implicit mapping attaches the components whose targets are present (§2.7.2,
! as nvfortran does; decision 72), else a GPU faults and separate memory writes the host's
! arrays behind the data clauses' backs.
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | data copyin: 2 4 6 8 10
! | nested + pointer: 3.0 6.0 9.0 11.0 12.0 13.0
! | enter data: 3 5 7 9
! | procedures: 8.0 12.0 16.0 20.0
! | structure first: 1 2 3
! | parts: 10.0 1.0 20.0 2.0 30.0 3.0
! | kernels: 2 3 4 5 6
module mesh_types
  implicit none
  type bc_t
    real(8), allocatable :: c(:)
  end type
  type field_t
    integer :: n = 0
    integer, allocatable :: a(:)
    real(8), allocatable :: u(:)
    real(8), pointer :: w(:) => null()
    type(bc_t) :: b
  end type
  type(field_t), save :: fld
  type(field_t), save :: parts(3)
  real(8), target, save :: wstore(3)
contains
  ! The application's allocation routine creates the device copy of the component first.
  subroutine setup_device(f, n)
    type(field_t), intent(inout) :: f
    integer, intent(in) :: n
    integer :: i
    f%n = n
    allocate(f%u(n))
    f%u = [(dble(i), i = 1, n)]
    !$acc enter data copyin(f%u)
    !$acc enter data copyin(f)
  end subroutine

  subroutine scale_present(f, by)
    type(field_t), intent(inout) :: f
    real(8), intent(in) :: by
    integer :: i
    !$acc parallel loop present(f%u)
    do i = 1, f%n
      f%u(i) = f%u(i) * by
    end do
  end subroutine

  subroutine shift_default_present(f)
    type(field_t), intent(inout) :: f
    integer :: i
    !$acc parallel loop default(present)
    do i = 1, f%n
      f%u(i) = f%u(i) + 2
    end do
  end subroutine
end module

program implicit_struct_attach
  use mesh_types
  implicit none
  integer :: i, k
  type(field_t) :: s

  ! data copyin(s%a), region writes s%a(i), update self brings the device's values back.
  allocate(s%a(5))
  s%a = [(i, i = 1, 5)]
  !$acc data copyin(s%a)
  !$acc parallel loop
  do i = 1, 5
    s%a(i) = s%a(i) * 2
  end do
  !$acc update self(s%a)
  !$acc end data
  print '(a, 5(1x, i0))', 'data copyin:', s%a

  ! A component of a component, and a pointer component, copied around the region.
  allocate(fld%b%c(3))
  fld%b%c = [1d0, 2d0, 3d0]
  wstore = [10d0, 11d0, 12d0]
  fld%w => wstore
  !$acc data copy(fld%b%c, fld%w)
  !$acc parallel loop
  do i = 1, 3
    fld%b%c(i) = fld%b%c(i) * 3
    fld%w(i) = fld%w(i) + 1
  end do
  !$acc end data
  print '(a, 6(1x, f0.1))', 'nested + pointer:', fld%b%c, fld%w

  ! enter data of the component before the structure, then a loop with no clause.
  call setup_device(s, 4)
  !$acc parallel loop
  do i = 1, s%n
    s%u(i) = s%u(i) * 2 + 1
  end do
  !$acc update self(s%u)
  print '(a, 4(1x, i0))', 'enter data:', nint(s%u)
  call scale_present(s, 2d0)
  call shift_default_present(s)
  !$acc exit data copyout(s%u)
  !$acc exit data delete(s)
  print '(a, 4(1x, f0.1))', 'procedures:', s%u
  deallocate(s%a)

  ! The structure first, then its component (the enter data attaches it), no clause.
  allocate(s%a(3))
  s%a = [7, 8, 9]
  !$acc enter data copyin(s)
  !$acc enter data copyin(s%a)
  !$acc parallel loop
  do i = 1, 3
    s%a(i) = s%a(i) - 6
  end do
  !$acc exit data copyout(s%a)
  !$acc exit data delete(s)
  print '(a, 3(1x, i0))', 'structure first:', s%a

  ! An array of structures, each element's component in the data clause.
  do k = 1, 3
    allocate(parts(k)%u(2))
    parts(k)%u = k
  end do
  !$acc data copy(parts(1)%u, parts(2)%u, parts(3)%u)
  !$acc parallel loop
  do k = 1, 3
    parts(k)%u(1) = parts(k)%u(1) * 10
  end do
  !$acc end data
  print '(a, 6(1x, f0.1))', 'parts:', (parts(k)%u, k = 1, 3)

  ! kernels, the component in an enclosing data construct.
  deallocate(s%a)
  allocate(s%a(5))
  s%a = [(i, i = 1, 5)]
  !$acc data copy(s%a)
  !$acc kernels
  do i = 1, 5
    s%a(i) = s%a(i) + 1
  end do
  !$acc end kernels
  !$acc end data
  print '(a, 5(1x, i0))', 'kernels:', s%a
end program
