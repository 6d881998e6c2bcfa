! The openacc module's routines between host variables and device addresses (OpenACC 3.3
! §3.2.21–§3.2.26): acc_map_data and acc_unmap_data, acc_deviceptr, acc_hostptr,
! acc_memcpy_to_device, acc_memcpy_from_device (and their _async forms), acc_memcpy_device.
! The module had no interfaces for them ("Function 'acc_deviceptr' has no IMPLICIT type").
! As in acc/runtime/008_map_data.c, mapping is skipped where the device shares host memory
! (libgomp refuses it). gfortran 12's openacc module lacks these routines: for the reference
! build the program declares libgomp's C entry points, and copies device to device itself
! (libgomp 12 has no acc_memcpy_device; its device is the host).
! expect-exit: 0
! expect-stdout:
! | mapped T     1501500.0
! | device to device     2002000.0
! | async 0.0
program map_memcpy
  use openacc
  use iso_c_binding
  implicit none
#ifdef __GFORTRAN__
  interface
    type(c_ptr) function acc_malloc(bytes) bind(c)
      import c_ptr, c_size_t
      integer(c_size_t), value :: bytes
    end function acc_malloc
    subroutine acc_free(p) bind(c)
      import c_ptr
      type(c_ptr), value :: p
    end subroutine acc_free
    subroutine acc_map_data(h, d, bytes) bind(c)
      import c_ptr, c_size_t
      type(*), dimension(*) :: h
      type(c_ptr), value :: d
      integer(c_size_t), value :: bytes
    end subroutine acc_map_data
    subroutine acc_unmap_data(h) bind(c)
      type(*), dimension(*) :: h
    end subroutine acc_unmap_data
    type(c_ptr) function acc_deviceptr(h) bind(c)
      import c_ptr
      type(*), dimension(*) :: h
    end function acc_deviceptr
    type(c_ptr) function acc_hostptr(d) bind(c)
      import c_ptr
      type(c_ptr), value :: d
    end function acc_hostptr
    subroutine acc_memcpy_to_device(d, h, bytes) bind(c)
      import c_ptr, c_size_t
      type(c_ptr), value :: d
      type(*), dimension(*) :: h
      integer(c_size_t), value :: bytes
    end subroutine acc_memcpy_to_device
    subroutine acc_memcpy_from_device(h, d, bytes) bind(c)
      import c_ptr, c_size_t
      type(*), dimension(*) :: h
      type(c_ptr), value :: d
      integer(c_size_t), value :: bytes
    end subroutine acc_memcpy_from_device
    subroutine acc_memcpy_to_device_async(d, h, bytes, q) bind(c)
      import c_ptr, c_size_t, c_int
      type(c_ptr), value :: d
      type(*), dimension(*) :: h
      integer(c_size_t), value :: bytes
      integer(c_int), value :: q
    end subroutine acc_memcpy_to_device_async
    subroutine acc_memcpy_from_device_async(h, d, bytes, q) bind(c)
      import c_ptr, c_size_t, c_int
      type(*), dimension(*) :: h
      type(c_ptr), value :: d
      integer(c_size_t), value :: bytes
      integer(c_int), value :: q
    end subroutine acc_memcpy_from_device_async
  end interface
#endif
  integer, parameter :: n = 1000
  integer(c_size_t), parameter :: bytes = n * 8
  real(8), target :: h(n), b(n), c(n), probe(1)
  type(c_ptr) :: d, d2
  logical :: shared, ok
  integer :: i
  do i = 1, n
    h(i) = i
    b(i) = 2 * i
  end do
  call acc_copyin(probe)
  shared = c_associated(acc_deviceptr(probe), c_loc(probe))
  call acc_delete(probe)

  ! A host array mapped onto memory of acc_malloc: present, its device address is the
  ! block's, and the block's host address is the array's.
  d = acc_malloc(bytes)
  if (.not. shared) call acc_map_data(h, d, bytes)
  ok = acc_is_present(h)
  if (.not. shared) then
    ok = ok .and. c_associated(acc_deviceptr(h), d) .and. c_associated(acc_hostptr(d), c_loc(h))
    call acc_memcpy_to_device(d, h, bytes)
  end if
  !$acc parallel loop present(h)
  do i = 1, n
    h(i) = 3 * h(i)
  end do
  !$acc update self(h)
  if (.not. shared) call acc_unmap_data(h)
  print '(a, l2, f14.1)', 'mapped', ok, sum(h)

  ! Device blocks only: b in, copied to a second block, doubled there, out into c.
  call acc_memcpy_to_device(d, b, bytes)
  d2 = acc_malloc(bytes)
  call acc_memcpy_device(d2, d, bytes)
  call scale(d2, n)
  call acc_memcpy_from_device(c, d2, bytes)
  print '(a, f14.1)', 'device to device', sum(c)

  call acc_memcpy_to_device_async(d, h, bytes, 1)
  call acc_memcpy_from_device_async(c, d, bytes, 1)
  call acc_wait(1)
  print '(a, f4.1)', 'async', maxval(abs(c - h))
  call acc_free(d2)
  call acc_free(d)
contains
  subroutine scale(p, n)
    type(c_ptr), intent(in) :: p
    integer, intent(in) :: n
    real(8), pointer :: x(:)
    call c_f_pointer(p, x, [n])
    call twice(x, n)
  end subroutine scale

  subroutine twice(x, n)
    integer, intent(in) :: n
    real(8) :: x(n)
    integer :: i
    !$acc parallel loop deviceptr(x)
    do i = 1, n
      x(i) = 2 * x(i)
    end do
  end subroutine twice
#ifdef __GFORTRAN__
  subroutine acc_memcpy_device(dst, src, bytes)
    type(c_ptr), value :: dst, src
    integer(c_size_t), value :: bytes
    real(8), pointer :: s(:)
    call c_f_pointer(src, s, [bytes / 8])
    call acc_memcpy_to_device(dst, s, bytes)
  end subroutine acc_memcpy_device
#endif
end program map_memcpy
