! Type extension (Fortran 2018 §7.5.7) in OpenACC data clauses and compute regions: an
! extension's inherited components named directly (`s%a`, `s%n`) and through the parent
! component (`s%base_t%a`) in `enter data`/`exit data`, `copyin`, `copy`, `present` and
! `update`; an array of an extension copied whole and walked in a region (`cells(k)%x`,
! inherited and own components); a `class(base_t)` dummy given an extension's structure,
! named in `present(p)` with its inherited allocatable component used in the region, and a
! `class(ext_t)` dummy whose components a region's clauses name; a `routine seq` procedure
! with a `class(base_t)` dummy called in a loop on the elements of an array of an extension.
! The parent component comes first, so a `class(base_t)` dummy is the extension's structure.
! expect-exit: 0
! expect-stdout:
! |    101.0   102.0   103.0   104.0
! |    -91.0   -82.0   -73.0   -64.0
! |    111.0   122.0   133.0   144.0
! |    n=4 scale=  2.0
! |      1.0     8.0    27.0    64.0   125.0
! |      1.5     2.5     3.5     4.5     5.5
! |      6.0    20.0    42.0    72.0   110.0
module extension_fields
  implicit none
  type :: base_t
    integer :: n = 0
    real(8), allocatable :: a(:)
  end type
  type, extends(base_t) :: ext_t
    real(8), allocatable :: b(:)
    real(8) :: scale = 2
  end type
  type :: cell_t
    real :: x = 0
    real :: y = 0
  end type
  type, extends(cell_t) :: tagged_cell_t
    integer :: tag = 0
    real :: w = 1
  end type
contains
  ! The library's routine for any extension of base_t: its data are on the device already.
  subroutine bump(p)
    class(base_t), intent(inout) :: p
    integer :: i
    !$acc parallel loop present(p)
    do i = 1, p%n
      p%a(i) = p%a(i) + 100
    end do
  end subroutine

  subroutine accumulate(s)
    class(ext_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop copyin(s%a) copy(s%b)
    do i = 1, s%n
      s%b(i) = s%b(i) + s%a(i) * s%scale
    end do
  end subroutine

  subroutine subtract_parent(s)
    type(ext_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop default(present)
    do i = 1, s%n
      s%b(i) = s%b(i) - s%base_t%a(i)
    end do
  end subroutine

  real function weight(c)
    class(cell_t), intent(in) :: c
    !$acc routine seq
    weight = c%x + 2 * c%y
  end function
end module

program type_extension_data_clauses
  use extension_fields
  implicit none
  type(ext_t) :: s
  type(tagged_cell_t) :: cells(5)
  real :: out(5)
  integer :: i, k
  s%n = 4
  allocate(s%a(4), s%b(4))
  s%a = [(dble(i), i = 1, 4)]
  s%b = 0
  !$acc enter data copyin(s)
  !$acc enter data copyin(s%a, s%base_t%n) create(s%b)
  !$acc parallel loop default(present)
  do i = 1, s%n
    s%b(i) = s%a(i) * 10
  end do
  call bump(s)
  call subtract_parent(s)
  !$acc exit data copyout(s%a, s%b)
  !$acc exit data delete(s)
  print '(4f8.1)', s%a
  print '(4f8.1)', s%b
  call accumulate(s)
  print '(4f8.1)', s%b
  s%scale = 0
  s%n = 0
  !$acc data copyin(s)
  !$acc serial present(s)
  s%n = 4
  s%scale = 2
  !$acc end serial
  !$acc update host(s%base_t%n, s%scale)
  !$acc end data
  print '(a,i0,a,f5.1)', '   n=', s%n, ' scale=', s%scale
  do k = 1, 5
    cells(k)%x = k
    cells(k)%y = k * k
    cells(k)%tag = k
  end do
  !$acc parallel loop copy(cells)
  do k = 1, 5
    cells(k)%w = cells(k)%tag * cells(k)%cell_t%y
  end do
  print '(5f8.1)', cells%w
  !$acc parallel loop copyin(cells) copyout(out)
  do k = 1, 5
    out(k) = cells(k)%x + 0.5
  end do
  print '(5f8.1)', out
  !$acc parallel loop copyin(cells) copyout(out)
  do k = 1, 5
    out(k) = weight(cells(k)) * 2
  end do
  print '(5f8.1)', out
end program
