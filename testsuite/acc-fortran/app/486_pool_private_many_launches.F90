! App (decision 80's pool of gang blocks given back): a column-physics loop that privatizes
! automatic work arrays of run-time length per gang (`real(8) :: work(nz), tmp(2*nz)`),
! launched 600 times with lengths that change between launches and 100 gangs: were a
! gang's block kept after its gang ended, the GPU's device heap (256 MiB) would run out
! after about a hundred launches (600 x 100 x 24 KB); on the host the copies are the gangs' own.
! The work arrays are not copied in or out (private only: no data clause, no transfer).
! expect-exit: 0
! expect-stdout:
! | total -1.401459313112E+05
! | t    1.8620758100    2.1933561093
module column_m
  implicit none
contains
  subroutine column_physics(ncol, ld, nz, t, q, heat)
    integer, intent(in) :: ncol, ld, nz
    real(8), intent(inout) :: t(ld, ncol)
    real(8), intent(in) :: q(ld, ncol)
    real(8), intent(out) :: heat(ncol)
    real(8) :: work(nz), tmp(2 * nz)
    integer :: i, k
    !$acc parallel loop gang present(t, q) copyout(heat) private(work, tmp)
    do i = 1, ncol
      !$acc loop vector
      do k = 1, nz
        work(k) = 0.5d0 * (t(k, i) + q(k, i))
        tmp(k) = work(k) * 0.25d0
        tmp(nz + k) = work(k) * 0.75d0
      end do
      heat(i) = 0
      !$acc loop seq
      do k = 1, nz
        heat(i) = heat(i) + tmp(k) - 2 * tmp(nz + k) + work(k)
      end do
      !$acc loop vector
      do k = 1, nz
        t(k, i) = t(k, i) + 1.0d-3 * work(k)
      end do
    end do
  end subroutine
end module

program pool_many_launches
  use column_m
  implicit none
  integer, parameter :: ncol = 100, nzmax = 1000
  real(8), allocatable :: t(:,:), q(:,:), heat(:)
  integer :: it, nz, i, k
  real(8) :: total
  allocate(t(nzmax, ncol), q(nzmax, ncol), heat(ncol))
  do i = 1, ncol
    do k = 1, nzmax
      t(k, i) = 1 + mod(i + k, 7) * 0.125d0
      q(k, i) = 0.5d0 * mod(i * k, 5)
    end do
  end do
  total = 0
  !$acc data copy(t) copyin(q)
  do it = 1, 600
    nz = 500 + mod(it * 37, 500)
    call column_physics(ncol, nzmax, nz, t, q, heat)
    total = total + heat(1 + mod(it, ncol))
  end do
  !$acc end data
  print '(a,es20.12)', 'total', total
  print '(a,2f16.10)', 't', t(1, 1), t(nzmax / 2, ncol)
end program
