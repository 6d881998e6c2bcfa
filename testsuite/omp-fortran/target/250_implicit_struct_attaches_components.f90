! OpenMP twin of acc-fortran/data/380: a derived-type variable whose allocatable and pointer
! components are mapped (`target data map(to: s%a)`, `target enter data map(to: s%u)` before
! `map(to: s)`, nested `s%b%c`, an array of structures) and a `target` region that uses them
! with no map clause for the structure. Its implicit `tofrom` (OpenMP 4.5 §2.15.5) copies
! the host's addresses; the mapping attaches the components whose targets are present
! (5.0 §2.19.7.1 pointer attachment; decision 72), else a GPU faults and separate memory
! writes the host's arrays behind the maps' backs.
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | target data: 2 4 6 8 10
! | nested + pointer: 3.0 6.0 9.0 11.0 12.0 13.0
! | enter data: 3 5 7 9
! | procedure: 7.0 11.0 15.0 19.0
! | parts: 10.0 1.0 20.0 2.0 30.0 3.0
module omp_mesh_types
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
  subroutine setup_device(f, n)
    type(field_t), intent(inout) :: f
    integer, intent(in) :: n
    integer :: i
    f%n = n
    allocate(f%u(n))
    f%u = [(dble(i), i = 1, n)]
    !$omp target enter data map(to: f%u)
    !$omp target enter data map(to: f)
  end subroutine

  subroutine scale_shift(f, by)
    type(field_t), intent(inout) :: f
    real(8), intent(in) :: by
    integer :: i
    !$omp target teams distribute parallel do
    do i = 1, f%n
      f%u(i) = f%u(i) * by + 1
    end do
  end subroutine
end module

program omp_implicit_struct_attach
  use omp_mesh_types
  implicit none
  integer :: i, k
  type(field_t) :: s

  allocate(s%a(5))
  s%a = [(i, i = 1, 5)]
  !$omp target data map(to: s%a)
  !$omp target teams distribute parallel do
  do i = 1, 5
    s%a(i) = s%a(i) * 2
  end do
  !$omp target update from(s%a)
  !$omp end target data
  print '(a, 5(1x, i0))', 'target data:', s%a

  allocate(fld%b%c(3))
  fld%b%c = [1d0, 2d0, 3d0]
  wstore = [10d0, 11d0, 12d0]
  fld%w => wstore
  !$omp target data map(tofrom: fld%b%c, fld%w)
  !$omp target
  do i = 1, 3
    fld%b%c(i) = fld%b%c(i) * 3
    fld%w(i) = fld%w(i) + 1
  end do
  !$omp end target
  !$omp end target data
  print '(a, 6(1x, f0.1))', 'nested + pointer:', fld%b%c, fld%w

  call setup_device(s, 4)
  !$omp target teams distribute parallel do
  do i = 1, s%n
    s%u(i) = s%u(i) * 2 + 1
  end do
  !$omp target update from(s%u)
  print '(a, 4(1x, i0))', 'enter data:', nint(s%u)
  call scale_shift(s, 2d0)
  !$omp target exit data map(from: s%u)
  !$omp target exit data map(delete: s)
  print '(a, 4(1x, f0.1))', 'procedure:', s%u

  do k = 1, 3
    allocate(parts(k)%u(2))
    parts(k)%u = k
  end do
  !$omp target data map(tofrom: parts(1)%u, parts(2)%u, parts(3)%u)
  !$omp target teams distribute parallel do
  do k = 1, 3
    parts(k)%u(1) = parts(k)%u(1) * 10
  end do
  !$omp end target data
  print '(a, 6(1x, f0.1))', 'parts:', (parts(k)%u, k = 1, 3)
end program
