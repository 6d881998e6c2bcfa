! The openacc module's routines called with keyword arguments, by the dummy names of the
! OpenACC 3.3 §3.2 Fortran interfaces (dev_type, dev_num, wait_arg, async_arg): the module's
! interfaces had dummies without those names, so every keyword call was "Keyword argument
! 'wait_arg' at (1) is not in the procedure" (and a wrong actual argument was reported for
! argument 'arg0'). A solver step scales a field on one queue and smooths a copy on another,
! waiting by keyword; the setup picks the current device by keyword. gfortran's openacc
! module names its dummies otherwise: the reference build wraps its routines under the
! spec's names.
! expect-exit: 0
! expect-stdout:
! | devices: T 0
! | on host: T
! | q2 done: T
! | u:        2.0    1000.0    2000.0
! | v:        4.0    1000.0    1998.0
module field_ops
  use openacc, only: acc_handle_kind
  implicit none
contains
  subroutine scale_async(u, n, factor, queue)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n)
    real(8), intent(in) :: factor
    integer(acc_handle_kind), intent(in) :: queue
    integer :: i
    !$acc parallel loop async(queue) present(u)
    do i = 1, n
      u(i) = u(i) * factor
    end do
  end subroutine scale_async

  subroutine smooth_async(u, v, n, queue)
    integer, intent(in) :: n
    real(8), intent(in) :: u(n)
    real(8), intent(out) :: v(n)
    integer(acc_handle_kind), intent(in) :: queue
    integer :: i
    !$acc parallel loop async(queue) present(u, v)
    do i = 2, n - 1
      v(i) = (u(i - 1) + 2 * u(i) + u(i + 1)) / 4
    end do
  end subroutine smooth_async
end module field_ops

program keyword_routine_arguments
#ifdef __GFORTRAN__
  use openacc, gf_get_num_devices => acc_get_num_devices, &
    gf_set_device_num => acc_set_device_num, gf_get_device_num => acc_get_device_num, &
    gf_wait => acc_wait, gf_async_test => acc_async_test, gf_wait_async => acc_wait_async, &
    gf_wait_all_async => acc_wait_all_async, gf_on_device => acc_on_device
#else
  use openacc
#endif
  use field_ops
  implicit none
  integer, parameter :: n = 1000
  real(8) :: u(n), v(n)
  integer(acc_device_kind) :: dt
  integer(acc_handle_kind) :: q1, q2
  integer :: i, ndev

  dt = acc_get_device_type()
  ndev = acc_get_num_devices(dev_type=dt)
  call acc_set_device_num(dev_type=dt, dev_num=0)
  print '(a, l1, 1x, i0)', 'devices: ', ndev >= 1, acc_get_device_num(dev_type=dt)
  print '(a, l1)', 'on host: ', acc_on_device(dev_type=acc_device_host) .or. &
    acc_on_device(dev_type=acc_device_not_host)

  u = [(real(i, 8), i = 1, n)]
  v = 0
  q1 = 3
  q2 = 5
  !$acc data copy(u, v)
  call scale_async(u, n, 2.0_8, q1)
  ! The smoothing on q2 reads what q1 scaled: q2 waits for q1 first.
  call acc_wait_async(wait_arg=q1, async_arg=q2)
  call smooth_async(u, v, n, q2)
  call acc_wait_all_async(async_arg=q2)
  call acc_wait(wait_arg=q2)
  print '(a, l1)', 'q2 done: ', acc_async_test(wait_arg=q2)
  !$acc end data
  print '(a, 3f10.1)', 'u: ', u(1), u(500), u(n)
  print '(a, 3f10.1)', 'v: ', v(2), v(500), v(n - 1)
  if (any(v(2:n - 1) /= [(2.0_8 * i, i = 2, n - 1)])) error stop 'smoothed field'

#ifdef __GFORTRAN__
contains
  integer function acc_get_num_devices(dev_type)
    integer(acc_device_kind) :: dev_type
    acc_get_num_devices = gf_get_num_devices(dev_type)
  end function acc_get_num_devices

  subroutine acc_set_device_num(dev_num, dev_type)
    integer :: dev_num
    integer(acc_device_kind) :: dev_type
    call gf_set_device_num(dev_num, dev_type)
  end subroutine acc_set_device_num

  integer function acc_get_device_num(dev_type)
    integer(acc_device_kind) :: dev_type
    acc_get_device_num = gf_get_device_num(dev_type)
  end function acc_get_device_num

  logical function acc_on_device(dev_type)
    integer(acc_device_kind) :: dev_type
    acc_on_device = gf_on_device(dev_type)
  end function acc_on_device

  subroutine acc_wait(wait_arg)
    integer(acc_handle_kind) :: wait_arg
    call gf_wait(wait_arg)
  end subroutine acc_wait

  logical function acc_async_test(wait_arg)
    integer(acc_handle_kind) :: wait_arg
    acc_async_test = gf_async_test(wait_arg)
  end function acc_async_test

  subroutine acc_wait_async(wait_arg, async_arg)
    integer(acc_handle_kind) :: wait_arg, async_arg
    call gf_wait_async(wait_arg, async_arg)
  end subroutine acc_wait_async

  subroutine acc_wait_all_async(async_arg)
    integer(acc_handle_kind) :: async_arg
    call gf_wait_all_async(async_arg)
  end subroutine acc_wait_all_async
#endif
end program keyword_routine_arguments
