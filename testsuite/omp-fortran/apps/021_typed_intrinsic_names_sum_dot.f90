! Application style, a training exercise's solution (after CSC's OpenMP offload sum-dot):
! the program declares `real(kind=rk) :: sum, res` and later calls `sum(vecC)`; a type
! declaration of an intrinsic function's name keeps it intrinsic (F2018 §15.5.5.4), where
! oxacc called an external function `sum_` (link error). Vectors mapped by `target data`,
! a `target teams distribute parallel do` and a `reduction(+:res)` on another one.
! expect-exit: 0
! expect-stdout:
! | Reduction sum:       2.5000000000
! | Dot product:         1.5000000000
! | size max    4096   0.7500000000
program vectorsum
  implicit none
  integer, parameter :: rk = selected_real_kind(12)
  integer, parameter :: ik = selected_int_kind(9)
  integer, parameter :: nx = 4096

  real(kind=rk), dimension(nx) :: vecA, vecB, vecC
  real(kind=rk)    :: sum, res, maxval
  integer          :: size
  integer(kind=ik) :: i

  do i = 1, nx
     vecA(i) = 0.5_rk
     vecB(i) = 0.25_rk
     if (i > nx/2) vecB(i) = 0.0_rk
  end do

  !$omp target data map(to:vecA, vecB) map(from:vecC)

  !$omp target teams distribute parallel do
  do i = 1, nx
     vecC(i) = vecA(i) + vecB(i)
  end do
  !$omp end target teams distribute parallel do

  res = 0.0

  !$omp target teams distribute parallel do reduction(+:res)
  do i = 1, nx
     res = res + vecC(i) * vecB(i)
  end do

  !$omp end target data

  write(*,'(a,f18.10)') 'Reduction sum: ', sum(vecC) / 1024
  write(*,'(a,f18.10)') 'Dot product:   ', res / 256
  write(*,'(a,i8,f15.10)') 'size max', size(vecC), maxval(vecC)
end program vectorsum
