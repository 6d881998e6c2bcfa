! Pipelined doacross nests (OpenMP 4.5 §2.7.1 `ordered(n)`, §2.13.8–§2.13.9) whose loops have
! arbitrary bounds and steps: the outer loop counts by 2 from 0, the inner one down from m to
! -2 (`do j = m, -2, -1`, whose previous iteration is `j + 1`), an `integer(8)` nest counting
! down by 3, and a 3-deep nest with `collapse(2) ordered(3)` whose innermost loop each thread
! runs whole. Each cell is computed from cells of earlier iterations named by the sink
! vectors (with + and - offsets), so the tables equal the sequential ones only when the waits
! hold; vectors past the edges fall outside the iteration space (§2.13.9: ignored). An
! orphaned `!$omp do ordered(2)` in a subroutine called from a parallel region, and a
! `!$omp do` with `nowait` inside one, share their iterations with the team.
! expect-from: gfortran (flang-22: "not yet implemented: OMPD_ordered")
! expect-exit: 0
! expect-stdout:
! | rows by 2, columns down: same as sequential T, last 284847
! | 3-deep, 2 collapsed: same as sequential T, corner 33888
! | integer(8) down by 3: same as sequential T, last -4060
! | anti-diagonal: same as sequential T, corner 3431
module pipe
  implicit none
contains
  ! t(i, j) from t(i-2, j) (the previous row) and t(i, j+1) (the previous column, counting
  ! down); the row loop is shared, each thread runs the column loop whole.
  subroutine rows(t, n, m)
    integer, intent(in) :: n, m
    integer, intent(inout) :: t(-2:, -3:)
    integer :: i, j
!$omp do ordered(2) schedule(static, 1)
    do i = 0, 2 * n, 2
      do j = m, -2, -1
!$omp ordered depend(sink: i - 2, j) depend(sink: i, j + 1)
        t(i, j) = mod(t(i - 2, j) * 3 + t(i, j + 1) + i + j + 7, 1000003)
!$omp ordered depend(source)
      end do
    end do
  end subroutine

  subroutine rows_seq(t, n, m)
    integer, intent(in) :: n, m
    integer, intent(inout) :: t(-2:, -3:)
    integer :: i, j
    do i = 0, 2 * n, 2
      do j = m, -2, -1
        t(i, j) = mod(t(i - 2, j) * 3 + t(i, j + 1) + i + j + 7, 1000003)
      end do
    end do
  end subroutine
end module

program pipeline
  use pipe
  implicit none
  integer, parameter :: n = 20, m = 17
  integer :: t(-2:2 * n, -3:m + 1), r(-2:2 * n, -3:m + 1), i, j, k
  integer :: c(0:9, 0:8, 0:8), cr(0:9, 0:8, 0:8)
  integer(8) :: p(-30:3), pr(-30:3), q, s
  integer(8) :: g(0:12, 0:12), gr(0:12, 0:12), a, b

  t = 1
  r = 1
!$omp parallel num_threads(4)
  call rows(t, n, m)
!$omp end parallel
  call rows_seq(r, n, m)
  print '(a,l1,a,i0)', 'rows by 2, columns down: same as sequential ', all(t == r), ', last ', t(2 * n, -2)

  ! collapse(2) ordered(3): (i, j) shared, k run whole; (i, j, k) waits for (i-1, j, k),
  ! (i, j-1, k+1) and (i, j, k-1).
  c = 0
  cr = 0
!$omp parallel do collapse(2) ordered(3) schedule(dynamic, 3) num_threads(3)
  do i = 1, 9
    do j = 1, 8
      do k = 1, 7
!$omp ordered depend(sink: i - 1, j, k) depend(sink: i, j - 1, k + 1) depend(sink: i, j, k - 1)
        c(i, j, k) = mod(c(i - 1, j, k) + 2 * c(i, j - 1, k + 1) + 5 * c(i, j, k - 1) + i * j + k, 99991)
!$omp ordered depend(source)
      end do
    end do
  end do
  do i = 1, 9
    do j = 1, 8
      do k = 1, 7
        cr(i, j, k) = mod(cr(i - 1, j, k) + 2 * cr(i, j - 1, k + 1) + 5 * cr(i, j, k - 1) + i * j + k, 99991)
      end do
    end do
  end do
  print '(a,l1,a,i0)', '3-deep, 2 collapsed: same as sequential ', all(c == cr), ', corner ', c(9, 8, 7)

  ! integer(8) loop counting down by 3 from 0: the previous iteration is q + 3.
  p = 0
  p(3) = 1
  pr = p
!$omp parallel do ordered(1) schedule(guided)
  do q = 0_8, -30_8, -3_8
!$omp ordered depend(sink: q + 3)
    p(q) = p(q + 3) * 2 + q
!$omp ordered depend(source)
  end do
  do q = 0_8, -30_8, -3_8
    pr(q) = pr(q + 3) * 2 + q
  end do
  print '(a,l1,a,i0)', 'integer(8) down by 3: same as sequential ', all(p == pr), ', last ', p(-30)

  ! An `!$omp do ... nowait` in a parallel region; the lower bounds are not 1; the anti-
  ! diagonal neighbour (a-1, b+1) of the last column is outside the space.
  g = 1
  gr = 1
!$omp parallel private(s)
!$omp do collapse(2) ordered(2) schedule(static)
  do a = 1_8, 12_8
    do b = 1_8, 12_8
      s = a * 100 + b
!$omp ordered depend(sink: a - 1, b + 1) depend(sink: a, b - 1)
      g(a, b) = mod(g(a - 1, min(b + 1, 12_8)) * 7 + g(a, b - 1) + s, 65521_8)
!$omp ordered depend(source)
    end do
  end do
!$omp end do nowait
!$omp end parallel
  do a = 1_8, 12_8
    do b = 1_8, 12_8
      gr(a, b) = mod(gr(a - 1, min(b + 1, 12_8)) * 7 + gr(a, b - 1) + a * 100 + b, 65521_8)
    end do
  end do
  print '(a,l1,a,i0)', 'anti-diagonal: same as sequential ', all(g == gr), ', corner ', g(12, 12)
end program
