! I/O: the unlimited format repeat `*( ... )` with the colon editor, format reversion when a
! format has fewer descriptors than items, and a `status='scratch'` file written and re-read.
! expect-exit: 0
! expect-stdout:
! |    1,   4,   9,  16,  25,  36,  49
! | [   1   4   9]
! | [  16  25  36]
! | [  49
! | scratch round trip: T
program unlimited
  implicit none
  integer :: v(7), u, i, w(7)
  v = [(i * i, i = 1, 7)]
  write(*, '(*(i4,:,","))') v
  write(*, '("[",3i4,"]")') v
  open(newunit=u, status='scratch', form='formatted')
  write(u, '(7i5)') v
  rewind(u)
  read(u, '(7i5)') w
  close(u)
  write(*, '(a,l2)') 'scratch round trip:', all(v == w)
end program unlimited
