! I/O: a formatted sequential file written with a table format, reopened with `position=
! 'append'` to add a record, read back with the same format until `end=`, then `rewind` and
! `backspace` over a record that was just read.
! expect-exit: 0
! expect-stdout:
! |    1   0.50000   1.00000
! |    2   1.00000   1.41421
! |    3   1.50000   1.73205
! |   99  -1.00000  -2.00000
! | records: 4
! | second record again: 2   1.41421
program table
  implicit none
  integer :: u, i, k, n
  real(8) :: x, y
  open(newunit=u, file='table.txt', status='replace')
  do i = 1, 3
    write(u, '(i4,2f10.5)') i, 0.5d0 * i, sqrt(real(i, 8))
  end do
  close(u)
  open(newunit=u, file='table.txt', position='append', status='old')
  write(u, '(i4,2f10.5)') 99, -1.0d0, -2.0d0
  close(u)
  open(newunit=u, file='table.txt', status='old')
  n = 0
  do
    read(u, '(i4,2f10.5)', end=10) k, x, y
    n = n + 1
    write(*, '(i4,2f10.5)') k, x, y
  end do
10 continue
  write(*, '(a,i0)') 'records: ', n
  rewind(u)
  read(u, '(i4)') k
  read(u, '(i4)') k
  backspace(u)
  read(u, '(i4,2f10.5)') k, x, y
  write(*, '(a,i0,f10.5)') 'second record again: ', k, y
  close(u, status='delete')
end program table
