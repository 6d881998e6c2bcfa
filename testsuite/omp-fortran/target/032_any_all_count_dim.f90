! ANY, ALL and COUNT with DIM as their second positional argument (F2018 §16.9.13, §16.9.12,
! §16.9.57: ANY(MASK, DIM)), as OpenMP_VV's test_target_device writes `ANY(array /= dev, 1)`
! after a target region; oxacc took the second argument for a MASK it does not support.
! expect-exit: 0
! expect-stdout:
! | F T
! | T F T
! | T T T
! | 2 0 2
program any_all_count_dim
  implicit none
  integer :: v(4), m(3, 3), i
  v = 0
!$omp target map(tofrom: v)
  do i = 1, 4
    v(i) = i
  end do
!$omp end target
  print '(l1, 1x, l1)', any(v /= v, 1), all(v > 0, 1)
  m = reshape([1, 0, 1, 0, 0, 0, 1, 1, 0], [3, 3])
  print '(3(l1, :, 1x))', any(m > 0, 1)
  print '(3(l1, :, 1x))', all(m >= 0, 2)
  print '(3(i0, :, 1x))', count(m > 0, 1)
end program any_all_count_dim
