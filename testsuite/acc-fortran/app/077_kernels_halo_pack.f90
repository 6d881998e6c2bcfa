! App: packing and unpacking the halo of a 3-D field for a message exchange, as MPI codes
! do: `kernels` regions of plain DO nests write a 1-D buffer at a linearised index
! (`buf(j + (k - 1) * ny)`), which the dependence test proves distinct across the iterations
! of `k` (the rows of `j` cannot overlap), and read it back into the opposite face; the
! buffers are dummies of the pack/unpack procedures, the field stays present in a `data`
! region.
! remark: kernels: loop at 25:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 26:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 39:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 40:7 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | sum(buf):       3644960.0
! | f(0,1,1), f(0,ny,nz), f(0,0,0):     10112.0     81012.0         0.0
! | sum(f):        76535880.0
module halo_m
  implicit none
contains
  subroutine pack_face(nx, ny, nz, f, buf)
    integer, intent(in) :: nx, ny, nz
    real(8), intent(in) :: f(0:nx + 1, 0:ny + 1, 0:nz + 1)
    real(8), intent(out) :: buf(ny * nz)
    integer :: j, k
    !$acc kernels present(f) copyout(buf)
    do k = 1, nz
      do j = 1, ny
        buf(j + (k - 1) * ny) = f(nx, j, k)
      end do
    end do
    !$acc end kernels
  end subroutine pack_face

  subroutine unpack_face(nx, ny, nz, f, buf)
    integer, intent(in) :: nx, ny, nz
    real(8), intent(inout) :: f(0:nx + 1, 0:ny + 1, 0:nz + 1)
    real(8), intent(in) :: buf(ny * nz)
    integer :: j, k
    !$acc kernels present(f) copyin(buf)
    do k = 1, nz
      do j = 1, ny
        f(0, j, k) = buf(j + (k - 1) * ny)
      end do
    end do
    !$acc end kernels
  end subroutine unpack_face
end module halo_m

program kernels_halo_pack
  use halo_m
  implicit none
  integer, parameter :: nx = 12, ny = 10, nz = 8
  real(8) :: f(0:nx + 1, 0:ny + 1, 0:nz + 1), buf(ny * nz)
  integer :: i, j, k
  do k = 0, nz + 1
    do j = 0, ny + 1
      do i = 0, nx + 1
        f(i, j, k) = i + 100 * j + 10000 * k
      end do
    end do
  end do
  !$acc data copy(f)
  call pack_face(nx, ny, nz, f, buf)
  call unpack_face(nx, ny, nz, f, buf)
  !$acc end data
  print '(a, f16.1)', 'sum(buf):', sum(buf)
  print '(a, 3f12.1)', 'f(0,1,1), f(0,ny,nz), f(0,0,0):', f(0, 1, 1), f(0, ny, nz), f(0, 0, 0)
  print '(a, f18.1)', 'sum(f):', sum(f)
end program kernels_halo_pack
