! NAMELIST groups and DATA statements with implied-DO objects and repeat counts.
program namelist_data
  implicit none
  integer :: i, j
  integer :: nx, ny
  real :: coeffs(10), matrix(3, 3)
  character(len=16) :: label
  logical :: verbose
  namelist /grid/ nx, ny, label
  namelist /run/ verbose, coeffs
  data nx, ny /64, 32/, label /'default'/
  data (coeffs(i), i = 1, 10) /5*1.0, 5*-1.0/
  data ((matrix(i, j), i = 1, 3), j = 1, 3) /9*0.0/
  data verbose /.false./
  write (*, nml=grid)
  write (*, run)
  print *, matrix(2, 2)
end program namelist_data
