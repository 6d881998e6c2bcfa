! reference: without -fopenacc
! The `init`, `set` and `shutdown` directives (OpenACC 3.3 §2.14.1-§2.14.3) with
! `device_type`, `device_num`, `default_async` and `if`: after `set default_async(3)` an
! `async` clause without an argument uses queue 3, which `wait(3)` waits for; the program runs
! regions before and after, and shuts the device down at the end.
! gfortran 12 has no `init`/`set`/`shutdown` directives: the reference is the sequential
! meaning.
! expect-exit: 0
! expect-stdout:
! | a(1), a(n) =      3.0000   3000.0000
! | b(1), b(n) =      4.0000   1001.0000
! | done
program init_set_shutdown
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n)
  integer :: i
  logical :: yes
  yes = .true.
  !$acc init device_type(host)
  !$acc init if(yes)
  !$acc set device_type(host) device_num(0)
  !$acc set default_async(3)
  !$acc parallel loop copyout(a) async
  do i = 1, n
    a(i) = 3 * i
  end do
  !$acc wait(3)
  !$acc set default_async(acc_async_value()) if(.not. yes)
  !$acc parallel loop copyin(a) copyout(b) async(3)
  do i = 1, n
    b(i) = a(i) / 3 + merge(3, 1, i == 1)
  end do
  !$acc wait
  print '(a, 2f12.4)', 'a(1), a(n) =', a(1), a(n)
  print '(a, 2f12.4)', 'b(1), b(n) =', b(1), b(n)
  !$acc shutdown device_type(host) if(yes)
  print '(a)', 'done'
contains
  integer function acc_async_value()
    acc_async_value = 5
  end function acc_async_value
end program init_set_shutdown
