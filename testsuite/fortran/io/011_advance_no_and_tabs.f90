! I/O: non-advancing output building one line from several writes (a progress bar and a
! table row), `advance='no'` input reading a record in pieces with `size=`, and `$`-free
! line assembly.
! expect-exit: 0
! expect-stdout:
! | ##### done
! | row:   1   4   9  16
! | abcd|4
! | efgh|4
! | ij|2
program nonadv
  implicit none
  integer :: i, u, nread
  character(len=4) :: piece
  do i = 1, 5
    write(*, '(a)', advance='no') '#'
  end do
  write(*, '(a)') ' done'
  write(*, '(a)', advance='no') 'row:'
  do i = 1, 4
    write(*, '(i4)', advance='no') i * i
  end do
  write(*, *)
  open(newunit=u, file='rec.txt', status='replace')
  write(u, '(a)') 'abcdefghij'
  close(u)
  open(newunit=u, file='rec.txt', status='old')
  do
    read(u, '(a4)', advance='no', size=nread, eor=10) piece
    write(*, '(a,"|",i0)') piece, nread
  end do
10 write(*, '(a,"|",i0)') piece(1:nread), nread
  close(u, status='delete')
end program nonadv
