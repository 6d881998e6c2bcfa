! nontemporal(list) on simd and do simd (OpenMP 5.0 §2.9.3.1): a hint that the listed arrays'
! elements are not reused soon; the loops compute what they would without it. oxacc refused the
! clause ("the OpenMP clause 'nontemporal' is not supported yet in Fortran"; OpenMP_VV 5.0
! test_simd_nontemporal).
! expect-exit: 0
! expect-stdout:
! | sums: 7452 27552
program nontemporal_hint
  implicit none
  integer :: a(200), b(200), i
  a = 10
  b = [(i, i = 1, 200)]
  !$omp simd nontemporal(a, b)
  do i = 1, 200, 7
    a(i) = 2 * b(i)
  end do
  !$omp parallel do simd nontemporal(b) num_threads(3)
  do i = 1, 200
    b(i) = b(i) + a(i)
  end do
  print '(a, i0, 1x, i0)', 'sums: ', sum(a), sum(b)
end program
