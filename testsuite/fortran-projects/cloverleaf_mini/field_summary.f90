! Sums over the chunk, printed with formatted output, as CloverLeaf's field_summary.
module field_summary_module
  use data_module, only: g_out
  use definitions_module, only: chunk, current_step => step, time
  implicit none
contains
  subroutine field_summary()
    real(kind=8) :: vol, mass, ie, press, cell_mass
    integer :: j, k
    vol = 0.0d0; mass = 0.0d0; ie = 0.0d0; press = 0.0d0
    do k = chunk%y_min, chunk%y_max
      do j = chunk%x_min, chunk%x_max
        cell_mass = chunk%field%volume(j,k)*chunk%field%density0(j,k)
        vol = vol + chunk%field%volume(j,k)
        mass = mass + cell_mass
        ie = ie + cell_mass*chunk%field%energy0(j,k)
        press = press + chunk%field%volume(j,k)*chunk%field%pressure(j,k)
      end do
    end do
    write(g_out, '(a,i6,a,f10.4)') ' step:', current_step, '  time:', time
    write(g_out, '(a,4es16.7)') ' vol/mass/ie/press:', vol, mass, ie, press
  end subroutine field_summary
end module field_summary_module
