! I/O: labelled `format` statements used by write and print, a format held in a character
! variable and built at run time (the column count of a table).
! expect-exit: 0
! expect-stdout:
! | step    1 time   0.0500 dt  5.000E-02
! | step    2 time   0.1000 dt  2.500E-02
! | step    3 time   0.1500 dt  1.667E-02
! | values: 4 5 6
! |     1.000    1.414    1.732    2.000    2.236
! | (5f9.3)
! | print with a literal format: 99
program fmts
  implicit none
  integer :: i, ncol
  real(8) :: row(5)
  character(len=32) :: fmt
100 format('step ', i4, ' time ', f8.4, ' dt ', es10.3)
200 format(a, 3(1x, i0))
  do i = 1, 3
    write(*, 100) i, 0.05d0 * i, 0.05d0 / i
  end do
  print 200, 'values:', 4, 5, 6
  ncol = 5
  write(fmt, '(a,i0,a)') '(', ncol, 'f9.3)'
  row = [(sqrt(real(i, 8)), i = 1, 5)]
  write(*, fmt) row
  write(*, '(a)') trim(fmt)
  print '(a,i0)', 'print with a literal format: ', 99
end program fmts
