! I/O: internal files: writing numbers into a string, reading numbers back from strings with
! formatted and list-directed reads, building file names with zero-padded counters, and a
! character array as a multi-record internal file.
! expect-exit: 0
! expect-stdout:
! | [  123     4.500                         ]
! | 123    4.500
! | 17   -25.00 3
! | clover00010.vtk
! | clover00020.vtk
! | clover00030.vtk
! | rec 1               |rec 2               |rec 3               |
! | bad read gives nonzero iostat: T
program internal
  implicit none
  character(len=40) :: line
  character(len=20) :: recs(3)
  character(len=16) :: fname
  integer :: a, b, k, ios
  real(8) :: x, y
  write(line, '(i5,f10.3)') 123, 4.5d0
  write(*, '("[",a,"]")') line
  read(line, '(i5,f10.3)') a, x
  write(*, '(i0,1x,f8.3)') a, x
  line = '  17   -2.5e1  , 3'
  read(line, *) b, y, k
  write(*, '(i0,1x,f8.2,1x,i0)') b, y, k
  do k = 1, 3
    write(fname, '(a,i5.5,a)') 'clover', 10 * k, '.vtk'
    write(*, '(a)') trim(fname)
  end do
  write(recs, '(a,i2)') 'rec', 1, 'rec', 2, 'rec', 3
  write(*, '(3(a,"|"))') recs
  line = 'not a number'
  read(line, '(i5)', iostat=ios) a
  write(*, '(a,l2)') 'bad read gives nonzero iostat:', ios /= 0
end program internal
