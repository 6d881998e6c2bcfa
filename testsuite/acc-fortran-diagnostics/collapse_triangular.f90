! `collapse` and `tile` of a nest whose inner bounds use an outer loop variable (OpenACC 3.3
! §2.9.1: the iteration count of all associated loops must be computable and invariant), the
! shared rule C reports too (`oxacc_offload::rules::triangular_nest`); before, such a nest
! compiled and crashed at run time. OpenMP's `collapse` takes it (omp-fortran/loops/012).
program collapse_triangular
  implicit none
  integer :: i, j, k, a(50, 50)
  !$acc parallel loop collapse(2) copy(a)
  do i = 1, 50
    do j = i, 50
      a(i, j) = i + j
    end do
  end do
  !$acc parallel loop tile(8, 8) copy(a)
  do i = 1, 50
    do j = 1, 2 * i - 1, 2
      a(i, j) = i
    end do
  end do
  !$acc parallel loop collapse(3) copy(a)
  do k = 1, 2
    do i = 1, 50
      do j = 1, min(i, 50)
        a(i, j) = k
      end do
    end do
  end do
end program collapse_triangular
! expect-error: 10:12: the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable 'i'
! expect-error: 16:19: the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable 'i'
! expect-error: 23:21: the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable 'i'
