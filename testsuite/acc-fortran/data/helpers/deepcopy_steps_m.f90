! The time step of data/591_data_deep_copy_other_file_callees.f90, in a file of its own: the
! compute constructs name components (`present(s%u, s%g%x)`), use `default(present)`, or
! have no clause at all, so they rely on the caller's `data copy(s)` for the components.
module deepcopy_steps_m
  use deepcopy_state_m
  implicit none
contains
  subroutine relax(s, dt)
    type(state_t), intent(inout) :: s
    real(8), intent(in) :: dt
    integer :: i, j
    !$acc parallel loop present(s%u, s%g%x)
    do i = 1, s%n
      s%u(i) = s%u(i) + dt * s%g%x(i)
    end do
    !$acc parallel loop collapse(2) default(present)
    do j = 1, 2
      do i = 1, s%n
        s%v(i, j) = s%v(i, j) + j * s%u(i)
      end do
    end do
  end subroutine

  subroutine nudge(s)
    type(state_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop
    do i = 1, s%n
      s%g%x(i) = s%g%x(i) * 0.5d0 + 1d0
    end do
  end subroutine
end module
