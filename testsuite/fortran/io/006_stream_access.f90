! I/O: unformatted stream files: writing values at byte positions with `pos=`, reading them
! back in a different order, and `inquire(size=)` of the file.
! expect-exit: 0
! expect-stdout:
! | bytes: 32
! | count: 3
! |   1.0000E+10
! | 00000ACC
! | ************     -2.2500      0.0000
program stream
  use iso_fortran_env, only: int32, real64
  implicit none
  integer :: u
  integer(int32) :: header(2), n
  real(real64) :: vals(3), v
  integer(8) :: fsize
  header = [int(z'0ACC', int32), 3]
  vals = [1.5d0, -2.25d0, 1.0d10]
  open(newunit=u, file='data.stream', access='stream', form='unformatted', status='replace')
  write(u) header, vals
  close(u)
  inquire(file='data.stream', size=fsize)
  write(*, '(a,i0)') 'bytes: ', fsize
  open(newunit=u, file='data.stream', access='stream', form='unformatted', status='old')
  read(u, pos=5) n
  write(*, '(a,i0)') 'count: ', n
  read(u, pos=9 + 8 * 2) v
  write(*, '(es12.4)') v
  read(u, pos=1) n
  write(*, '(z8.8)') n
  read(u, pos=9) vals(3), vals(2), vals(1)
  write(*, '(3f12.4)') vals(1:2), vals(3) / 1.0d9
  close(u, status='delete')
end program stream
