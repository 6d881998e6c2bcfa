! File I/O: open/close/inquire/rewind/backspace, formats, implied-do lists.
program io_formats
  implicit none
  integer :: unit, ios, i, j, n
  real(8) :: grid(3, 4)
  character(len=64) :: fname, line
  logical :: exists

  fname = 'io_formats.dat'
  grid = reshape([(real(i, 8), i = 1, 12)], [3, 4])
  inquire (file=fname, exist=exists)
  open (newunit=unit, file=trim(fname), status='replace', action='readwrite', &
        form='formatted', access='sequential', iostat=ios)
  if (ios /= 0) error stop 'cannot open'
  write (unit, 100) ((grid(i, j), j = 1, 4), i = 1, 3)
  write (unit, fmt='(a)') 'end'
  write (unit, '(3(i4, 1x))', advance='yes') (i, i = 1, 3)
  flush (unit)
  rewind (unit)
  read (unit, 100, iostat=ios, err=900, end=800) ((grid(i, j), j = 1, 4), i = 1, 3)
  read (unit, '(a)') line
  backspace unit
  read (unit, *) line
  close (unit, status='delete')
  n = 0
  write (*, *) 'read back:', trim(line), sum(grid)
  write (*, '(4f8.2)') grid
  print 200, n
  print *, 'done'
  stop
800 continue
  print *, 'premature end of file'
900 continue
  print *, 'read error', ios
100 format (4(f10.4, 1x))
200 format ('n = ', i0)
end program io_formats
