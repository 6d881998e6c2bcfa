! acc_memcpy_d2d and acc_memcpy_d2d_async (OpenACC 3.3 §3.2.33) from the openacc module: copies
! between the device copies of two present host arrays (whole arrays, and from an element on
! into the middle of another), here on the current device. The module had no interface for
! them (the call went to an external 'acc_memcpy_d2d_', undefined at link time). The device
! copy of `a` is changed in a compute region only, so with discrete memory the copies must
! come from the device. gfortran 12's openacc module and libgomp 12 lack the routine: for the
! reference build the program copies the (shared) host memory itself.
! expect-exit: 0
! expect-stdout:
! | b: sum      10100.0  b(1), b(n)      2.0   200.0
! | c: c(10), c(11), c(50), c(51)     -1.0     2.0    80.0    -1.0
program memcpy_d2d
  use openacc
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), b(n), c(n)
  integer :: i, dev
  do i = 1, n
    a(i) = i
  end do
  b = 0
  c = -1
  !$acc enter data copyin(a, b, c)
  !$acc parallel loop present(a)
  do i = 1, n
    a(i) = 2 * a(i)
  end do
  dev = acc_get_device_num(acc_get_device_type())
  call acc_memcpy_d2d(b, a, n * 8, dev, dev)
  call acc_memcpy_d2d_async(c(11), a, 40 * 8, dev, dev, 1)
  call acc_wait(1)
  !$acc exit data copyout(b, c) delete(a)
  print '(a, f12.1, a, 2f8.1)', 'b: sum ', sum(b), '  b(1), b(n) ', b(1), b(n)
  print '(a, 4f8.1)', 'c: c(10), c(11), c(50), c(51) ', c(10), c(11), c(50), c(51)
#ifdef __GFORTRAN__
contains
  subroutine acc_memcpy_d2d(dst, src, bytes, dst_dev, src_dev)
    real(8) :: dst(*), src(*)
    integer :: bytes, dst_dev, src_dev
    dst(1:bytes / 8) = src(1:bytes / 8)
  end subroutine acc_memcpy_d2d

  subroutine acc_memcpy_d2d_async(dst, src, bytes, dst_dev, src_dev, q)
    real(8) :: dst(*), src(*)
    integer :: bytes, dst_dev, src_dev, q
    dst(1:bytes / 8) = src(1:bytes / 8)
  end subroutine acc_memcpy_d2d_async
#endif
end program memcpy_d2d
