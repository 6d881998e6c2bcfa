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
    allocate(density0(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(energy0(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(pressure(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(soundspeed(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(volume(chunk%x_min-2:chunk%x_max+2, chunk%y_min-2:chunk%y_max+2))
    allocate(cellx(chunk%x_min-2:chunk%x_max+2), celly(chunk%y_min-2:chunk%y_max+2))
    do j = chunk%x_min-2, chunk%x_max+2
      cellx(j) = cell_centre(j)
    end do
    do k = chunk%y_min-2, chunk%y_max+2
      celly(k) = cell_centre(k, .false.)
    end do
    density0 = states(1)%density
    energy0 = states(1)%energy
    volume = (10.0d0/real(x_cells, 8))*(10.0d0/real(y_cells, 8))
    do s = 2, number_of_states
      do k = chunk%y_min-2, chunk%y_max+2
        do j = chunk%x_min-2, chunk%x_max+2
          if (cellx(j) >= states(s)%xmin .and. cellx(j) < states(s)%xmax .and. &
              celly(k) >= states(s)%ymin .and. celly(k) < states(s)%ymax) then
            density0(j,k) = states(s)%density
            energy0(j,k) = states(s)%energy
          end if
        end do
      end do
    end do
  end subroutine generate_chunk
end module generate_chunk_module
