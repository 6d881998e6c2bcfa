! Routine: module procedures with `!$acc routine gang` whose `loop gang` shares its iterations
! among the gangs of the calling region (OpenACC 3.3 §2.15.1, §2.9.2), so that each iteration
! runs once: counters that every gang incremented (num_gangs each) and sums num_gangs times too
! big before. A worker routine called from `parallel loop gang` and a vector routine with a
! vector reduction called from `parallel loop gang worker` run each of their iterations once
! per call. Called with `num_gangs(…)` and without.
! expect-exit: 0
! expect-stdout:
! | gang, num_gangs(6): wrong            0  sum         1000
! | gang, default gangs: wrong            0  sum         1000
! | implicit gang: wrong            0           0
! | gang rows: total      3989.50 rows(1), rows(n)      69.50     86.00
! | worker rows: wrong            0
! | vector dots: dots(1), dots(m), sum      11974.0     11221.0    741038.0
module gang_work_m
  implicit none
contains
  subroutine count_gang(hits, n)
    !$acc routine gang
    integer, intent(in) :: n
    integer, intent(inout) :: hits(n)
    integer :: i
    !$acc loop gang
    do i = 1, n
      !$acc atomic update
      hits(i) = hits(i) + 1
    end do
  end subroutine count_gang

  subroutine row_sums(a, cols, rows, sums, total)
    !$acc routine gang
    integer, intent(in) :: cols, rows
    real(8), intent(in) :: a(cols, rows)
    real(8), intent(out) :: sums(rows)
    real(8), intent(inout) :: total
    real(8) :: s
    integer :: r, j
    !$acc loop gang private(s)
    do r = 1, rows
      s = 0
      !$acc loop vector reduction(+:s)
      do j = 1, cols
        s = s + a(j, r)
      end do
      sums(r) = s
      !$acc atomic update
      total = total + s
    end do
  end subroutine row_sums

  ! Orphaned loops without a level (independent, §2.9.6) and a vector loop inside a seq loop
  ! take an implicit gang(dim:1) (§2.9.2): the gangs share them too.
  subroutine count_implicit(hits, grid, n, m)
    !$acc routine gang
    integer, intent(in) :: n, m
    integer, intent(inout) :: hits(n), grid(n, m)
    integer :: i, j
    !$acc loop
    do i = 1, n
      !$acc atomic update
      hits(i) = hits(i) + 1
    end do
    !$acc loop seq
    do j = 1, m
      !$acc loop vector
      do i = 1, n
        !$acc atomic update
        grid(i, j) = grid(i, j) + 1
      end do
    end do
  end subroutine count_implicit

  subroutine count_worker(hits, m, r)
    !$acc routine worker
    integer, intent(in) :: m, r
    integer, intent(inout) :: hits(m, *)
    integer :: j
    !$acc loop worker
    do j = 1, m
      !$acc atomic update
      hits(j, r) = hits(j, r) + 1
    end do
  end subroutine count_worker

  real(8) function dot(a, b, n)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: a(n), b(n)
    integer :: i
    real(8) :: s
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, n
      s = s + a(i) * b(i)
    end do
    dot = s
  end function dot
end module gang_work_m

program routine_gang_partition
  use gang_work_m
  implicit none
  integer, parameter :: n = 1000, m = 64
  integer, allocatable :: hits(:), hits2(:, :)
  real(8) :: a(n), b(n), sums(n / 20), dots(m), total
  integer :: i, r

  allocate(hits(n), hits2(m, n))
  do i = 1, n
    a(i) = mod(i - 1, 17) * 0.5d0
    b(i) = mod(i - 1, 5) + 1
  end do

  hits = 0
  !$acc parallel num_gangs(6) copy(hits)
  call count_gang(hits, n)
  !$acc end parallel
  print '(a, i12, a, i12)', 'gang, num_gangs(6): wrong ', count(hits /= 1), '  sum ', sum(hits)

  hits = 0
  !$acc parallel copy(hits)
  call count_gang(hits, n)
  !$acc end parallel
  print '(a, i12, a, i12)', 'gang, default gangs: wrong ', count(hits /= 1), '  sum ', sum(hits)

  hits = 0
  hits2 = 0
  !$acc parallel num_gangs(6) copy(hits, hits2)
  call count_implicit(hits, hits2, n, m)
  !$acc end parallel
  print '(a, 2i12)', 'implicit gang: wrong ', count(hits /= 1), count(hits2 /= 1)

  total = 0
  !$acc parallel num_gangs(5) copyin(a) copyout(sums) copy(total)
  call row_sums(a, 20, n / 20, sums, total)
  !$acc end parallel
  print '(a, f12.2, a, 2f10.2)', 'gang rows: total ', total, ' rows(1), rows(n) ', sums(1), sums(n / 20)

  hits2 = 0
  !$acc parallel loop gang num_gangs(4) copy(hits2)
  do r = 1, n
    call count_worker(hits2, m, r)
  end do
  print '(a, i12)', 'worker rows: wrong ', count(hits2 /= 1)

  !$acc parallel loop gang worker copyin(a, b) copyout(dots)
  do r = 1, m
    dots(r) = dot(a, b, n - r + 1)
  end do
  print '(a, 3f12.1)', 'vector dots: dots(1), dots(m), sum ', dots(1), dots(m), sum(dots)
end program routine_gang_partition
