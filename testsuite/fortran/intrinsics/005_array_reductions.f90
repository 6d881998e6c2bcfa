! Intrinsics: array reductions with dim and mask (sum, product, maxval, minval, count, any,
! all) and location functions (maxloc, minloc, with dim, mask and back) on a 2-D field.
! expect-exit: 0
! expect-stdout:
! |    5.0  -3.0   0.0   3.0  -5.0
! |    1.0   4.0  -4.0  -1.0   2.0
! |   -3.0   0.0   3.0  -5.0  -2.0
! |    4.0  -4.0  -1.0   2.0   5.0
! | sum     1.00 product  -1.0368E+08
! |     7.0   -3.0   -2.0   -1.0    0.0
! |     0.0    2.0   -7.0    6.0
! |     5.0   -5.0
! |     5.0    4.0    3.0    3.0    5.0
! |     3.0    1.0    3.0    2.0
! |   1  1   3  4
! |   1  2  3  1  4
! |   4  5
! |   2  1
! | 9 T T
! |   1  2  2  2  2
program reductions
  implicit none
  integer, parameter :: m = 4, n = 5
  real(8) :: f(m, n)
  integer :: i, j
  do j = 1, n
    do i = 1, m
      f(i, j) = real(mod(7 * i + 3 * j, 11) - 5, 8)
    end do
  end do
  do i = 1, m
    write(*, '(5f6.1)') f(i, :)
  end do
  write(*, '(a,f8.2,a,es12.4)') 'sum ', sum(f), ' product ', product(f, mask=f /= 0)
  write(*, '(5f7.1)') sum(f, dim=1)
  write(*, '(4f7.1)') sum(f, dim=2)
  write(*, '(2f7.1)') maxval(f), minval(f)
  write(*, '(5f7.1)') maxval(f, dim=1)
  write(*, '(4f7.1)') minval(f, dim=2, mask=f > 0)
  write(*, '(2i3,1x,2i3)') maxloc(f), minloc(f)
  write(*, '(5i3)') maxloc(f, dim=1)
  write(*, '(2i3)') maxloc(f, back=.true.)
  write(*, '(2i3)') minloc(f, mask=f > 0)
  write(*, '(i0,2l2)') count(f > 0), any(f == 5), all(f >= -5)
  write(*, '(5i3)') count(f < 0, dim=1)
end program reductions
