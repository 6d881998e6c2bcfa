! Arrays: an allocatable array of fixed-length strings grown record by record, a deferred-
! length allocatable scalar string reused with different lengths, and `len` of each.
! expect-exit: 0
! expect-stdout:
! | 4
! | chunk_1     |chunk_2     |chunk_3     |chunk_4     |
! | 2 xx
! | 4 xxxx
! | 8 xxxxxxxx
! | chunk 5
program strarr
  implicit none
  character(len=12), allocatable :: names(:)
  character(len=:), allocatable :: s
  integer :: i
  allocate(names(0))
  do i = 1, 4
    names = [character(len=12) :: names, 'chunk_' // achar(iachar('0') + i)]
  end do
  write(*, '(i0)') size(names)
  write(*, '(4(a,"|"))') names
  s = 'x'
  do i = 1, 3
    s = s // s
    write(*, '(i0,1x,a)') len(s), s
  end do
  s = names(2)(1:5)
  write(*, '(a,i2)') s, len(s)
end program strarr
