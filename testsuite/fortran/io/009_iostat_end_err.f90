! I/O: error handling: `iostat=` values compared with iso_fortran_env's iostat_end,
! `end=` and `err=` branches, reading an integer from bad text, and opening a missing file
! with status='old'.
! expect-exit: 0
! expect-stdout:
! | read 1
! | read 2
! | bad record after 2
! | end of file
! | err= branch taken
! | missing file gives nonzero iostat: T
program ioerr
  use iso_fortran_env, only: iostat_end
  implicit none
  integer :: u, ios, v, n
  open(newunit=u, file='nums.txt', status='replace')
  write(u, '(i3)') 1, 2
  write(u, '(a)') 'x3'
  close(u)
  open(newunit=u, file='nums.txt', status='old')
  n = 0
  do
    read(u, '(i3)', iostat=ios) v
    if (ios == iostat_end) then
      write(*, '(a)') 'end of file'
      exit
    else if (ios /= 0) then
      write(*, '(a,i0)') 'bad record after ', n
      cycle
    end if
    n = n + 1
    write(*, '(a,i0)') 'read ', v
  end do
  rewind(u)
  read(u, *, err=20, end=30) v, v, v
  write(*, '(a)') 'not reached'
  goto 40
20 write(*, '(a)') 'err= branch taken'
  goto 40
30 write(*, '(a)') 'end= branch taken'
40 close(u, status='delete')
  open(newunit=u, file='no_such_file.dat', status='old', iostat=ios)
  write(*, '(a,l2)') 'missing file gives nonzero iostat:', ios /= 0
end program ioerr
