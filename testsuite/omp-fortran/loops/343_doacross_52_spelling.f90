! OpenMP 5.2's spelling of doacross dependences (§15.9.6): `!$omp ordered doacross(sink: vec)`,
! `doacross(source:)`, `doacross(source: omp_cur_iteration)` and `doacross(sink:
! omp_cur_iteration - 1)` (the lexicographically previous iteration of the whole nest), as
! the 4.5 `depend(sink: …)` / `depend(source)` forms of loops/340–342. The nest with
! `omp_cur_iteration - 1` runs its ordered parts in sequential order, so the trace of a
! collapse(2) nest is the sequential one.
! expect-from: hand (neither gfortran 12 nor flang-22 parses 'doacross'; the output is gfortran 12's for the same program with depend(sink: …) / depend(source) and, for omp_cur_iteration - 1, depend(sink: i, j - 1) depend(sink: i - 1, j + 5) in the 5x6 nest and depend(sink: i - 1) in the 1-D one)
! expect-exit: 0
! expect-stdout:
! | prefix: 5050 1275
! | wavefront: same as sequential T
! | trace in order: T 30
! | chain: T 2046
program doacross52
  implicit none
  integer :: a(0:100), w(0:20, 0:20), wr(0:20, 0:20), trace(30), pos, i, j, chain(0:10)
  a = [(i, i = 0, 100)]
!$omp parallel do ordered(1) schedule(static, 1)
  do i = 1, 100
!$omp ordered doacross(sink: i - 1)
    a(i) = a(i - 1) + a(i)
!$omp ordered doacross(source:)
  end do
  print '(a,2(1x,i0))', 'prefix:', a(100), a(50)
  w = 1
  wr = 1
!$omp parallel do collapse(2) ordered(2) schedule(dynamic, 2)
  do i = 1, 20
    do j = 1, 20
!$omp ordered doacross(sink: i - 1, j) doacross(sink: i, j - 1)
      w(i, j) = mod(w(i - 1, j) * 5 + w(i, j - 1) * 3 + i, 10007)
!$omp ordered doacross(source: omp_cur_iteration)
    end do
  end do
  do i = 1, 20
    do j = 1, 20
      wr(i, j) = mod(wr(i - 1, j) * 5 + wr(i, j - 1) * 3 + i, 10007)
    end do
  end do
  print '(a,l1)', 'wavefront: same as sequential ', all(w == wr)
  pos = 0
!$omp parallel do collapse(2) ordered(2) schedule(dynamic, 1)
  do i = 1, 5
    do j = 1, 6
!$omp ordered doacross(sink: omp_cur_iteration - 1)
      pos = pos + 1
      trace(pos) = i * 10 + j
!$omp ordered doacross(source:)
    end do
  end do
  print '(a,l1,1x,i0)', 'trace in order: ', all(trace == [((i * 10 + j, j = 1, 6), i = 1, 5)]), pos
  chain = 0
!$omp parallel do ordered(1) schedule(dynamic, 1)
  do i = 1, 10
!$omp ordered doacross(sink: omp_cur_iteration - 1)
    chain(i) = chain(i - 1) * 2 + 2
!$omp ordered doacross(source: omp_cur_iteration)
  end do
  print '(a,l1,1x,i0)', 'chain: ', all(chain(1:) == [(2**(i + 1) - 2, i = 1, 10)]), chain(10)
end program
