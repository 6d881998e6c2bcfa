! Intrinsics: command_argument_count, get_command_argument (with length and status) and
! get_environment_variable on a variable that is not set; the program is run with no
! arguments.
! expect-exit: 0
! expect-stdout:
! | arguments: 0
! | program name read: T T
! | argument 1 missing: T
! | unset variable: status 1 length 0
program cmdargs
  implicit none
  integer :: n, length, stat
  character(len=256) :: arg0, val
  n = command_argument_count()
  write(*, '(a,i0)') 'arguments: ', n
  call get_command_argument(0, arg0, length, stat)
  write(*, '(a,l2,l2)') 'program name read:', stat == 0, length > 0
  call get_command_argument(1, val, length, stat)
  write(*, '(a,l2)') 'argument 1 missing:', stat /= 0
  call get_environment_variable('OXACC_SURELY_UNSET_VARIABLE_42', val, length, stat)
  write(*, '(a,i0,a,i0)') 'unset variable: status ', stat, ' length ', length
end program cmdargs
