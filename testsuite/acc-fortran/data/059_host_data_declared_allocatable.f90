! reference: without -fopenacc
! Data: `host_data use_device` (§2.8) of module allocatables in `declare create` (§2.13.2:
! ALLOCATE created their device copies), handed to an OpenACC C library that works on
! device addresses; the host sees the library's work after `update self`. (gfortran 12 rejects allocatables in
! use_device: the reference is the sequential meaning.)
! link-with-acc: helpers/device_scale.c
! expect-exit: 0
! expect-stdout:
! | u(1), u(n), sum(u) =       3.0     192.0    6240.0
! | w(0,1), sum(w) =      -2.0     -64.0
module dev_lib_m
  use iso_c_binding
  implicit none
  real(c_double), allocatable :: u(:), w(:, :)
  !$acc declare create(u, w)
  interface
    subroutine device_scale(d, n, f) bind(c, name="device_scale")
      import :: c_double, c_int
      real(c_double) :: d(*)
      integer(c_int), value :: n
      real(c_double), value :: f
    end subroutine device_scale
  end interface
end module dev_lib_m

program host_data_declared_allocatable
  use dev_lib_m
  implicit none
  integer, parameter :: n = 64
  integer :: i
  allocate (u(n), w(0:7, 4))
  do i = 1, n
    u(i) = i
  end do
  w = 1
  !$acc update device(u, w)
  !$acc host_data use_device(u, w)
  call device_scale(u, n, 3.0d0)
  call device_scale(w, size(w), -2.0d0)
  !$acc end host_data
  !$acc update self(u, w)
  print '(a, 3f10.1)', 'u(1), u(n), sum(u) =', u(1), u(n), sum(u)
  print '(a, 2f10.1)', 'w(0,1), sum(w) =', w(0, 1), sum(w)
  deallocate (u, w)
end program host_data_declared_allocatable
