! `collapse(n)` of an OpenMP device loop over DO loops with code between them (5.0 §2.9.1
! allows it, C's device loops take it) is an error in Fortran, which collapses non-rectangular
! nests (omp-fortran/target/019) but not imperfect ones yet; the message cites OpenMP.
program collapse_device
  implicit none
  integer :: i, j, s, a(10, 10)
  !$omp target teams distribute parallel do collapse(2) map(tofrom: a) private(s)
  do i = 1, 10
    s = i
    do j = 1, 10
      a(j, i) = s + j
    end do
  end do
  !$omp target teams distribute parallel do collapse(2) map(tofrom: a)
  do i = 1, 10
    do j = i, 10
      a(j, i) = i + j
    end do
  end do
end program collapse_device
! expect-error: 7:45: 2 nested DO loops are needed here, found 1 (OpenMP 4.5 §2.7.1: the loops must be perfectly nested; code between them is not supported yet in Fortran)
