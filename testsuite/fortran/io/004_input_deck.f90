! I/O: an input deck in CloverLeaf style written to a file, then parsed line by line with
! `read(..., '(a)', iostat=)` until end of file, keyword/value pairs split at '=' and values
! read from the remainder with list-directed internal reads.
! expect-exit: 0
! expect-stdout:
! | stopped at end of file: T
! | grid 96 x 64
! | end_time  15.50 dtinit  0.040 states 1
program deck
  implicit none
  integer :: u, ios, eq, x_cells, y_cells, nstates
  real(8) :: end_time, dtinit
  character(len=80) :: line, key
  open(newunit=u, file='clover.in', status='replace', action='write')
  write(u, '(a)') '*clover'
  write(u, '(a)') ' x_cells=96'
  write(u, '(a)') ' y_cells = 64'
  write(u, '(a)') ' end_time=15.5'
  write(u, '(a)') ' ! a comment line'
  write(u, '(a)') ' dtinit=  0.04'
  write(u, '(a)') ' state 2 density=1.0'
  write(u, '(a)') '*endclover'
  close(u)
  x_cells = 0; y_cells = 0; end_time = 0; dtinit = 0; nstates = 0
  open(newunit=u, file='clover.in', status='old', action='read')
  do
    read(u, '(a)', iostat=ios) line
    if (ios /= 0) exit
    line = adjustl(line)
    if (line(1:1) == '*' .or. line(1:1) == '!') cycle
    if (line(1:5) == 'state') then
      nstates = nstates + 1
      cycle
    end if
    eq = index(line, '=')
    if (eq == 0) cycle
    key = adjustl(line(:eq - 1))
    select case (trim(key))
    case ('x_cells')
      read(line(eq + 1:), *) x_cells
    case ('y_cells')
      read(line(eq + 1:), *) y_cells
    case ('end_time')
      read(line(eq + 1:), *) end_time
    case ('dtinit')
      read(line(eq + 1:), *) dtinit
    end select
  end do
  write(*, '(a,l2)') 'stopped at end of file:', is_iostat_end(ios)
  close(u, status='delete')
  write(*, '(a,i0,a,i0)') 'grid ', x_cells, ' x ', y_cells
  write(*, '(a,f6.2,a,f6.3,a,i0)') 'end_time ', end_time, ' dtinit ', dtinit, ' states ', nstates
end program deck
