! Allocates the fields and fills them from the states (the second state is a box).
module generate_chunk_module
  use definitions_module
  implicit none
  interface cell_centre
    module procedure cell_centre_x, cell_centre_y
  end interface cell_centre
  private :: cell_centre_x, cell_centre_y
contains
  real(kind=8) function cell_centre_x(j)
    integer, intent(in) :: j
    cell_centre_x = (real(j, 8) - 0.5d0)*10.0d0/real(x_cells, 8)
  end function cell_centre_x
  real(kind=8) function cell_centre_y(k, dummy)
    integer, intent(in) :: k
    logical, intent(in) :: dummy
    cell_centre_y = (real(k, 8) - 0.5d0)*10.0d0/real(y_cells, 8)
    if (dummy) cell_centre_y = -cell_centre_y
  end function cell_centre_y

  subroutine generate_chunk()
    integer :: j, k, s
    allocate(chunk%field%density0(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(chunk%field%energy0(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(chunk%field%pressure(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(chunk%field%soundspeed(chunk%x_min-2:chunk%x_max+2, &
                                    chunk%y_min-2:chunk%y_max+2))
    allocate(chunk%field%volume(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(chunk%field%cellx(chunk%x_min-2:chunk%x_max+2))
    allocate(chunk%field%celly(chunk%y_min-2:chunk%y_max+2))
    do j = chunk%x_min-2, chunk%x_max+2
      chunk%field%cellx(j) = cell_centre(j)
    end do
    do k = chunk%y_min-2, chunk%y_max+2
      chunk%field%celly(k) = cell_centre(k, .false.)
    end do
    chunk%field%density0 = states(1)%density
    chunk%field%energy0 = states(1)%energy
    chunk%field%volume = (10.0d0/real(x_cells, 8))*(10.0d0/real(y_cells, 8))
    do s = 2, number_of_states
      do k = chunk%y_min-2, chunk%y_max+2
        do j = chunk%x_min-2, chunk%x_max+2
          if (chunk%field%cellx(j) >= states(s)%xmin .and. &
              chunk%field%cellx(j) < states(s)%xmax .and. &
              chunk%field%celly(k) >= states(s)%ymin .and. &
              chunk%field%celly(k) < states(s)%ymax) then
            chunk%field%density0(j,k) = states(s)%density
            chunk%field%energy0(j,k) = states(s)%energy
          end if
        end do
      end do
    end do
  end subroutine generate_chunk
end module generate_chunk_module
