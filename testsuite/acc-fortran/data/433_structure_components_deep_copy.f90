! A structure and a fixed-size array of structures whose allocatable components a compute
! region uses with no data clause (`s%a(i)`, `fixed(k)%a(:)`, a rank-2 component, a
! component of a nested structure): the structure's implicit copy (OpenACC 3.3 §2.6.2) also
! copies the allocated components the region loads and attaches them (decision 84, as
! nvfortran does), so a GPU reads their device copies; an unallocated component is left
! alone, and a component already present (`enter data copyin(s%b)`) is used in place and
! not copied back at the region's end.
! expect-exit: 0
! expect-stdout:
! |   3.0  4.0  5.0  6.0  7.0
! |  11.0 11.0 13.0 13.0
! |  111.5 221.5 112.5 222.5 113.5 223.5
! |    7  14  21
module sm
  implicit none
  type inner_t
    integer, allocatable :: c(:)
  end type
  type t
    real, allocatable :: a(:)
    real :: w = 2
    real(8), allocatable :: g(:, :)
    integer, allocatable :: b(:)
    type(inner_t) :: in
  end type
  type(t) :: fixed(3)
end module

program structure_components_deep_copy
  use sm
  implicit none
  type(t) :: s
  integer :: i, k
  allocate(s%a(5), s%g(2, 3), s%b(3), s%in%c(2))
  s%a = 1
  s%g = 0.5d0
  s%b = [1, 2, 3]
  s%in%c = [100, 200]
  do k = 1, 3
    if (k /= 2) then
      allocate(fixed(k)%a(2))
      fixed(k)%a = k
    end if
  end do
  !$acc parallel loop
  do i = 1, 5
    s%a(i) = s%a(i) * s%w + i
  end do
  !$acc parallel loop
  do k = 1, 3
    if (allocated(fixed(k)%a)) fixed(k)%a(:) = fixed(k)%a(:) + 10
  end do
  !$acc parallel loop collapse(2)
  do k = 1, 3
    do i = 1, 2
      s%g(i, k) = s%g(i, k) + 10 * i + k + s%in%c(i)
    end do
  end do
  write (*, '(5f5.1)') s%a
  write (*, '(4f5.1)') fixed(1)%a, fixed(3)%a
  write (*, '(6f6.1)') s%g
  !$acc enter data copyin(s%b)
  !$acc serial
  do i = 1, 3
    s%b(i) = s%b(i) * 7
  end do
  !$acc end serial
  !$acc exit data copyout(s%b)
  write (*, '(3i4)') s%b
end program
