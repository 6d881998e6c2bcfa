! The driver of the kernel: module data passed to the kernel's explicit-shape dummies.
module ideal_gas_module
  use definitions_module, only: chunk, count_call
  use ideal_gas_kernel_module
  implicit none
contains
  subroutine ideal_gas()
    call count_call()
    call ideal_gas_kernel(chunk%x_min, chunk%x_max, chunk%y_min, chunk%y_max, &
                          chunk%field%density0, chunk%field%energy0, &
                          chunk%field%pressure, chunk%field%soundspeed)
  end subroutine ideal_gas
end module ideal_gas_module
