! firstprivate of a local array too large for the kernel's argument buffer (OpenACC 3.3
! §2.5.14): CUDA's parameter space holds 4 KiB for all of a kernel's arguments, and the
! OpenACCV-V form below (c(1000), 8 KB, read by a worker loop) failed to load on an H200
! (CUDA_ERROR_INVALID_PTX). Such an array travels through device memory and each gang's copy
! is initialised from it; a gang may also change its copy. (gfortran refuses subarrays in
! firstprivate: the reference is the sequential meaning, which the program keeps.)
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | errors 0 0
program firstprivate_large_arrays
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(10 * n), d(10 * n), c(n), s(10)
  integer :: x, y, e1, e2
  do y = 1, 10 * n
    a(y) = mod(y, 7)
  end do
  do y = 1, n
    c(y) = mod(y, 3)
  end do
  d = 0
  !$acc data copyin(a(1:10*n)) copy(d(1:10*n))
  !$acc parallel firstprivate(c(1:n))
  !$acc loop gang
  do x = 0, 9
    !$acc loop worker
    do y = 1, n
      d(x * n + y) = a(x * n + y) + c(y)
    end do
  end do
  !$acc end parallel
  !$acc end data
  e1 = 0
  do x = 0, 9
    do y = 1, n
      if (d(x * n + y) /= a(x * n + y) + mod(y, 3)) e1 = e1 + 1
    end do
  end do
  s = 0
  !$acc parallel loop gang firstprivate(c) copy(s)
  do x = 1, 10
    c(x) = 0
    s(x) = sum(c(11:n))
  end do
  e2 = 0
  do x = 1, 10
    if (s(x) /= sum(c(11:n))) e2 = e2 + 1
  end do
  print '(a,2i2)', 'errors', e1, e2
end program firstprivate_large_arrays
