! Application style: a 2-D field split into two blocks of columns held in a module, mapped
! once with `target enter data` in an init routine and unmapped in a finalize routine; each
! step sends the blocks' edge columns to the host with `target update from` of array sections
! (`a(:, nb)`), copies them into the other block's halo column on the host and sends them back
! with `target update to`, then relaxes each block with `target teams distribute parallel do
! collapse(2)` in a subroutine taking the block as an assumed-shape dummy, `reduction(max:)`
! of the change; `omp_get_wtime` timing.
! expect-exit: 0
! expect-stdout:
! | change   7.848552E-04
! | left      8.910825    4.790450    0.411688
! | right    -0.411688   -3.852672   -8.910825
! | sum left     794.741636
! | sane T
module blocks_m
  use omp_lib
  implicit none
  integer, parameter :: nx = 24, nb = 10
  real(8), allocatable :: left(:, :), right(:, :), tmp(:, :)
contains
  subroutine blocks_init()
    allocate(left(nx, 0:nb + 1), right(nx, 0:nb + 1), tmp(nx, 0:nb + 1))
    left = 0d0
    right = 0d0
    left(:, 0) = 10d0
    right(:, nb + 1) = -10d0
    !$omp target enter data map(to: left, right) map(alloc: tmp)
  end subroutine

  subroutine blocks_finalize()
    !$omp target exit data map(from: left, right) map(delete: tmp)
  end subroutine

  subroutine exchange()
    !$omp target update from(left(:, nb), right(:, 1))
    left(:, nb + 1) = right(:, 1)
    right(:, 0) = left(:, nb)
    !$omp target update to(left(:, nb + 1), right(:, 0))
  end subroutine

  subroutine relax(a, change)
    real(8), intent(inout) :: a(:, 0:)
    real(8), intent(inout) :: change
    integer :: i, j
    !$omp target teams distribute parallel do collapse(2) reduction(max:change)
    do j = 1, nb
      do i = 2, nx - 1
        tmp(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        change = max(change, abs(tmp(i, j) - a(i, j)))
      end do
    end do
    !$omp target teams distribute parallel do collapse(2)
    do j = 1, nb
      do i = 2, nx - 1
        a(i, j) = tmp(i, j)
      end do
    end do
  end subroutine
end module

program halo_update_sections
  use blocks_m
  implicit none
  integer :: step
  real(8) :: change, t0, t1
  t0 = omp_get_wtime()
  call blocks_init()
  do step = 1, 200
    call exchange()
    change = 0d0
    call relax(left, change)
    call relax(right, change)
  end do
  call blocks_finalize()
  t1 = omp_get_wtime()
  print '(a,es14.6)', 'change ', change
  print '(a,3f12.6)', 'left  ', left(12, 1), left(12, 5), left(12, nb)
  print '(a,3f12.6)', 'right ', right(12, 1), right(12, 5), right(12, nb)
  print '(a,f14.6)', 'sum left ', sum(left(:, 1:nb))
  print '(a,l2)', 'sane', t1 >= t0
end program
