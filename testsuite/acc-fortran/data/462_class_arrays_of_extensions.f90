! Arrays of an extension in OpenACC regions (decision 91): a `class(base_t)` assumed-shape
! dummy given a fixed-size array of an extension (its parent parts, a strided section) and
! named in `copy(ps)`; an allocatable array of an extension whose inherited allocatable
! component each element's `enter data copyin(parts(k)%u)` put on the device, used by a
! region without data clauses as `parts(k)%u(i)` and as `parts(k)%base_t%u(i)` (decision 84's
! attach of every element's component, at the parent component's offset).
! reference: without -fopenacc (gfortran 12 -fopenacc crashes on `copy(ps)` of a CLASS array)
! expect-exit: 0
! expect-stdout:
! |    10   20   30   40
! |    2.0   2.0   6.0   6.0  12.0  12.0
! |    3.0   3.0   7.0   7.0  13.0  13.0
module class_array_fields
  implicit none
  type :: base_t
    integer :: id = 0
    real(8), allocatable :: u(:)
  end type
  type, extends(base_t) :: ext_t
    real(8) :: w = 1
  end type
contains
  subroutine scale_all(ps, n)
    class(base_t), intent(inout) :: ps(:)
    integer, intent(in) :: n
    integer :: k
    !$acc parallel loop copy(ps)
    do k = 1, n
      ps(k)%id = ps(k)%id * 10
    end do
  end subroutine
end module
program class_arrays_of_extensions
  use class_array_fields
  implicit none
  type(ext_t), allocatable :: parts(:)
  type(ext_t) :: fixed(4)
  integer :: k, i
  allocate(parts(3))
  do k = 1, 3
    parts(k)%id = k
    parts(k)%w = k
    allocate(parts(k)%u(2))
    parts(k)%u = k
  end do
  do k = 1, 4
    fixed(k)%id = k
  end do
  call scale_all(fixed, 4)
  print '(4i5)', fixed%id
  do k = 1, 3
    !$acc enter data copyin(parts(k)%u)
  end do
  !$acc parallel loop
  do k = 1, 3
    do i = 1, 2
      parts(k)%u(i) = parts(k)%u(i) * parts(k)%w + parts(k)%id
    end do
  end do
  do k = 1, 3
    !$acc exit data copyout(parts(k)%u)
  end do
  print '(6f6.1)', (parts(k)%u, k = 1, 3)
  !$acc parallel loop
  do k = 1, 3
    do i = 1, 2
      parts(k)%base_t%u(i) = parts(k)%u(i) + 1
    end do
  end do
  print '(6f6.1)', (parts(k)%u, k = 1, 3)
end program
