! I/O: list-directed *input* (portable, unlike list-directed output): values separated by
! blanks, commas and newlines, repeat counts (`3*1.5`), null values keeping old contents, and
! a slash ending the record early.
! expect-exit: 0
! expect-stdout:
! |    7   8   9  10
! |    1.50   1.50   1.50   2.00  -4.25
! | deck  11  12  -1  -1
! |   1.00  2.00  3.50  4.00  5.00
program ldread
  implicit none
  integer :: u, i, k(4)
  real(8) :: x(5)
  character(len=12) :: name
  open(newunit=u, file='in.txt', status='replace')
  write(u, '(a)') '7, 8'
  write(u, '(a)') '  9 10'
  write(u, '(a)') '3*1.5, 2.0 ,'
  write(u, '(a)') '-4.25'
  write(u, '(a)') '''deck'' 11 12 / 13'
  close(u)
  open(newunit=u, file='in.txt', status='old')
  read(u, *) k
  write(*, '(4i4)') k
  x = -1.0d0
  read(u, *) x
  write(*, '(5f7.2)') x
  x = 0.0d0
  k = -1
  read(u, *) name, k
  write(*, '(a,4i4)') trim(name), k
  close(u, status='delete')
  x = [(real(i, 8), i = 1, 5)]
  name = '1.0 , , 3.5'
  read(name, *) x(1:3)
  write(*, '(5f6.2)') x
end program ldread
