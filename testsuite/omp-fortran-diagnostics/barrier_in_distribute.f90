! The team's barrier after a worksharing `!$omp do` (OpenMP 4.5 §2.7.1) in a parallel region
! inside a `distribute` loop is refused, as in C: on the GPU such a region does not get one
! iteration of its thread loop per thread of the gang. With `nowait`, or as the region's last
! statement, the loop needs no barrier and compiles.
program barrier_in_distribute
  implicit none
  integer :: i, j, a(10, 100), b(10, 100)
  !$omp target teams distribute map(tofrom: a, b)
  do j = 1, 10
    !$omp parallel
    !$omp do
    do i = 1, 100
      a(j, i) = i
    end do
    !$omp end do
    !$omp do
    do i = 1, 100
      b(j, i) = a(j, 101 - i)
    end do
    !$omp end parallel
  end do
  !$omp target teams distribute map(tofrom: a, b)
  do j = 1, 10
    !$omp parallel
    !$omp do
    do i = 1, 100
      a(j, i) = i
    end do
    !$omp end do nowait
    !$omp do
    do i = 1, 100
      b(j, i) = j
    end do
    !$omp end parallel
  end do
end program barrier_in_distribute
! expect-error: 11:11: the barrier at the end of a worksharing loop in a parallel region inside a 'distribute' loop is not supported yet
