! Logical reductions: .and. .or. .eqv. .neqv. (OpenMP 4.5 §2.15.3.6, Fortran operators).
! expect-exit: 0
! expect-stdout:
! | and or eqv neqv: T T F F
! | count > 5: 18
program logical_operators
  implicit none
  integer, parameter :: n = 33
  logical :: all_pos, any_big, eq, ne
  integer :: v(n), i
  do i = 1, n
    v(i) = mod(i * 7, 11) + 1
  end do
  all_pos = .true.
  any_big = .false.
  eq = .true.
  ne = .false.
!$omp parallel do reduction(.and.:all_pos) reduction(.or.:any_big) &
!$omp& reduction(.eqv.:eq) reduction(.neqv.:ne)
  do i = 1, n
    all_pos = all_pos .and. v(i) > 0
    any_big = any_big .or. v(i) > 10
    eq = eq .eqv. (v(i) > 5)
    ne = ne .neqv. (v(i) > 5)
  end do
  print '(a,4l2)', 'and or eqv neqv:', all_pos, any_big, eq, ne
  print '(a,i0)', 'count > 5: ', count(v > 5)
end program
