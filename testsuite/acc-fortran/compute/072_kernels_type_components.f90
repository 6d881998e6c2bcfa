! Compute: CloverLeaf's chunk structure (`chunk%field%density0`, allocatable components of a
! component) in a `kernels` region of a plain DO nest, after `enter data` of the structure
! and of its components (which attaches them, §2.7.2); the kernel reaches the fields through
! the present structure, with discrete memory too.
! expect-exit: 0
! expect-stdout:
! | sum(work):     9948.750000
! | work(1,1), work(30,20):    2.985000   28.800000
module chunk_type_m
  implicit none
  type field_type
    real(8), allocatable :: density0(:, :), energy0(:, :), work(:, :)
  end type field_type
  type chunk_type
    integer :: x_min, x_max, y_min, y_max
    type(field_type) :: field
  end type chunk_type
contains
  subroutine update(chunk)
    type(chunk_type), intent(inout) :: chunk
    integer :: j, k
    !$acc kernels present(chunk)
    do k = chunk%y_min, chunk%y_max
      do j = chunk%x_min, chunk%x_max
        chunk%field%work(j, k) = chunk%field%density0(j, k) * chunk%field%energy0(j, k)
      end do
    end do
    !$acc end kernels
  end subroutine update
end module chunk_type_m

program kernels_type_components
  use chunk_type_m
  implicit none
  type(chunk_type) :: chunk
  integer :: j, k
  chunk%x_min = 1
  chunk%x_max = 30
  chunk%y_min = 1
  chunk%y_max = 20
  allocate(chunk%field%density0(-1:32, -1:22), chunk%field%energy0(-1:32, -1:22))
  allocate(chunk%field%work(-1:32, -1:22))
  do k = -1, 22
    do j = -1, 32
      chunk%field%density0(j, k) = 1 + 0.5d0 * j
      chunk%field%energy0(j, k) = 2 - 0.01d0 * k
    end do
  end do
  chunk%field%work = 0
  !$acc enter data copyin(chunk)
  !$acc enter data copyin(chunk%field%density0, chunk%field%energy0, chunk%field%work)
  call update(chunk)
  !$acc exit data copyout(chunk%field%work) delete(chunk%field%density0, chunk%field%energy0)
  !$acc exit data delete(chunk)
  print '(a, f16.6)', 'sum(work):', sum(chunk%field%work)
  print '(a, 2f12.6)', 'work(1,1), work(30,20):', chunk%field%work(1, 1), chunk%field%work(30, 20)
end program kernels_type_components
