! reference: without -fopenmp
! An ALLOCATABLE rank-2 array reduced inside a `target data map(from: ...)` region that
! zeroes it on the device first, by a collapsed `target teams distribute parallel do` with
! `default(none)` (OpenMP_VV application_kernels/array_reduce_v1's shape, which crashed before
! the private copies had descriptors of their own), and by `teams distribute parallel do`
! inside a `target` construct (OpenMP 4.5 §2.15.3.6), each against the sequential sums.
! (flang-22 hangs on array reductions of allocatables in target regions: the reference is
! the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | collapsed: 0
! | nested: 0
program array_reduction_in_target_data
  implicit none
  integer, parameter :: nx = 40, nz = 6, nr = 8
  real(8), allocatable :: vx(:, :), rrs(:, :), ref(:, :)
  integer :: x, z, ir, x1
  real(8) :: t
  allocate(vx(nx, nz), rrs(2, 0:nr - 1), ref(2, 0:nr - 1))
  do z = 1, nz
    do x = 1, nx
      vx(x, z) = mod(x * 7 + z * 3, 11)
    end do
  end do
  ref = 0
  do z = 1, nz
    do ir = 0, nr - 1
      do x = 1, nx
        x1 = mod(x + ir, nx) + 1
        t = vx(x1, z) - vx(x, z)
        ref(1, ir) = ref(1, ir) + t
        ref(2, ir) = ref(2, ir) + t * t
      end do
    end do
  end do
  !$omp target data map(to: vx) map(from: rrs)
  !$omp target
  rrs(:, :) = 0
  !$omp end target
  !$omp target teams distribute parallel do collapse(3) default(none) &
  !$omp private(z, ir, x, x1, t) shared(vx) reduction(+:rrs)
  do z = 1, nz
    do ir = 0, nr - 1
      do x = 1, nx
        x1 = mod(x + ir, nx) + 1
        t = vx(x1, z) - vx(x, z)
        rrs(1, ir) = rrs(1, ir) + t
        rrs(2, ir) = rrs(2, ir) + t * t
      end do
    end do
  end do
  !$omp end target data
  print '(a, i2)', 'collapsed:', count(abs(rrs - ref) > 1d-9)
  rrs = 0
  !$omp target map(tofrom: rrs) map(to: vx)
  !$omp teams distribute parallel do private(ir, x, x1, t) reduction(+:rrs)
  do z = 1, nz
    do ir = 0, nr - 1
      do x = 1, nx
        x1 = mod(x + ir, nx) + 1
        t = vx(x1, z) - vx(x, z)
        rrs(1, ir) = rrs(1, ir) + t
        rrs(2, ir) = rrs(2, ir) + t * t
      end do
    end do
  end do
  !$omp end target
  print '(a, i2)', 'nested:', count(abs(rrs - ref) > 1d-9)
end program
