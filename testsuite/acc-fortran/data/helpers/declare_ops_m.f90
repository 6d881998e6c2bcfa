! The procedures of data/035_declare_module_allocatables.f90, in another file than the
! module whose declared variables they use.
module declare_ops_m
  use declare_grid_m
  implicit none
contains
  subroutine setup(m, lo)
    integer, intent(in) :: m, lo
    integer :: i
    ! §2.13.2: ALLOCATE of a declare-create allocatable creates its device copy.
    allocate (u(n), v(lo:lo + m - 1, 3))
    do i = 1, n
      u(i) = i
    end do
    v = -1
    !$acc update device(u, v)
  end subroutine setup

  subroutine compute(factor)
    integer, intent(in) :: factor
    integer :: i, j
    scale_factor = factor
    !$acc update device(scale_factor)
    !$acc parallel loop present(u)
    do i = 1, n
      work(i) = u(i) * coef(mod(i, 4) + 1)
      u(i) = work(i) * scale_factor
    end do
    !$acc parallel loop collapse(2) present(v)
    do j = 1, 3
      do i = lbound(v, 1), ubound(v, 1)
        v(i, j) = i * 10 + j
      end do
    end do
  end subroutine compute

  subroutine add_big()
    integer :: i
    !$acc data copy(big)
    !$acc parallel loop present(u)
    do i = 1, n
      big(i) = big(i) + u(i)
    end do
    !$acc end data
  end subroutine add_big

  subroutine finish(total_u, total_v)
    real(8), intent(out) :: total_u, total_v
    !$acc update self(u, v)
    total_u = sum(u)
    total_v = sum(v)
    ! §2.13.2: DEALLOCATE deletes the device copy.
    deallocate (u, v)
  end subroutine finish
end module declare_ops_m
