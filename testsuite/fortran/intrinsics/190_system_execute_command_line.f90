! The GNU extension subroutine SYSTEM (gfortran, nvfortran, flang) and EXECUTE_COMMAND_LINE
! (§16.9.73), as applications call them to make an output directory before writing
! snapshots (cfcanaoj/gpuhydro: `call system('if [ ! -d snapshots/ ]; then mkdir -p ...')`;
! an undefined `system_` at link time before). The commands' effects are checked through
! files rather than their output, which the shell writes past Fortran's buffered units.
! expect-exit: 0
! expect-stdout:
! | made T
! | status 0
! | written T exitstat 0 cmdstat 0
program run_commands
  implicit none
  character(len=256) :: command
  character(len=*), parameter :: dirname = 'snapshots_190/'
  logical :: there
  integer :: st, es, cs
  write(command, *) 'if [ ! -d ', trim(dirname), ' ]; then mkdir -p ', trim(dirname), '; fi'
  call system(command)
  inquire(file=trim(dirname)//'.', exist=there)
  print '(a,l2)', 'made', there
  call system('touch '//trim(dirname)//'a', st)
  print '(a,i2)', 'status', st
  es = -1
  cs = -1
  call execute_command_line('echo x > '//trim(dirname)//'b', wait=.true., exitstat=es, cmdstat=cs)
  inquire(file=trim(dirname)//'b', exist=there)
  print '(a,l2,a,i2,a,i2)', 'written', there, ' exitstat', es, ' cmdstat', cs
  call execute_command_line('rm -r '//trim(dirname))
end program
