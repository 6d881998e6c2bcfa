! I/O: a direct-access unformatted file with fixed-length records (`recl=` in file storage
! units from inquire(iolength=)), records written out of order and read back by number.
! expect-exit: 0
! expect-stdout:
! |     3.00    9.00   -3.00
! |     5.00   25.00   -5.00
! |     0.00    0.00    0.00
! |     1.00    1.00   -1.00
program direct
  implicit none
  integer :: u, rl, rec
  real(8) :: row(3)
  inquire(iolength=rl) row
  open(newunit=u, file='rows.dat', access='direct', form='unformatted', recl=rl, &
       status='replace')
  do rec = 5, 1, -1
    row = [real(rec, 8), real(rec, 8)**2, -real(rec, 8)]
    write(u, rec=rec) row
  end do
  read(u, rec=3) row
  write(*, '(3f8.2)') row
  read(u, rec=5) row
  write(*, '(3f8.2)') row
  row = 0
  write(u, rec=2) row
  read(u, rec=2) row
  write(*, '(3f8.2)') row
  read(u, rec=1) row
  write(*, '(3f8.2)') row
  close(u, status='delete')
end program direct
