! Arrays: stream compaction and scatter with `pack`/`unpack`/`count` on masks, the same done
! with an explicit prefix sum of flags (the form a GPU kernel would use), and a check they agree.
! expect-exit: 0
! expect-stdout:
! |    3  -6   8  -1 -10   4  -5   9   0  -9   5  -4  10   1  -8   6  -3  11   2  -7
! | 10
! |    3   8   4   9   5  10   1   6  11   2
! | prefix-sum version agrees: T
! |   30   0  80   0   0  40   0  90   0   0  50   0 100  10   0  60   0 110  20   0
program compaction
  implicit none
  integer, parameter :: n = 20
  integer :: v(n), flags(n), pos(n), out1(n), out2(n), m, i
  v = [(mod(i * 37, 23) - 11, i = 1, n)]
  write(*, '(20i4)') v
  m = count(v > 0)
  out1 = 0
  out1(1:m) = pack(v, v > 0)
  flags = merge(1, 0, v > 0)
  pos(1) = flags(1)
  do i = 2, n
    pos(i) = pos(i - 1) + flags(i)
  end do
  out2 = 0
  do i = 1, n
    if (flags(i) == 1) out2(pos(i)) = v(i)
  end do
  write(*, '(i0)') m
  write(*, '(20i4)') out1(1:m)
  write(*, '(a,l2)') 'prefix-sum version agrees:', all(out1 == out2)
  write(*, '(20i4)') unpack(out1(1:m) * 10, v > 0, 0)
end program compaction
