! Program units: a recursive function (Ackermann-free: a recursive merge-style sum and a
! factorial), a pure function used in a specification-free expression, and an elemental
! function applied to scalars and to a whole array.
! expect-exit: 0
! expect-stdout:
! | fact( 0) = 1
! | fact( 5) = 120
! | fact(10) = 3628800
! | fact(15) = 1307674368000
! | fact(20) = 2432902008176640000
! | rsum =   3.7500
! | hypot3 =   3.000000
! |   0.00  0.00  0.00  0.00  0.25  0.50  0.75  1.00  1.00  1.00
! |   1.00
module mathx
  implicit none
contains
  recursive integer(8) function fact(n) result(r)
    integer, intent(in) :: n
    if (n <= 1) then
      r = 1
    else
      r = n * fact(n - 1)
    end if
  end function fact
  recursive real(8) function rsum(a, lo, hi) result(s)
    real(8), intent(in) :: a(:)
    integer, intent(in) :: lo, hi
    integer :: mid
    if (lo == hi) then
      s = a(lo)
    else
      mid = (lo + hi) / 2
      s = rsum(a, lo, mid) + rsum(a, mid + 1, hi)
    end if
  end function rsum
  pure real(8) function hypot3(x, y, z)
    real(8), intent(in) :: x, y, z
    hypot3 = sqrt(x * x + y * y + z * z)
  end function hypot3
  elemental real(8) function clamp01(x)
    real(8), intent(in) :: x
    clamp01 = min(1.0d0, max(0.0d0, x))
  end function clamp01
end module mathx

program rec
  use mathx
  implicit none
  real(8) :: a(10)
  integer :: i
  do i = 0, 20, 5
    write(*, '(a,i2,a,i0)') 'fact(', i, ') = ', fact(i)
  end do
  a = [(0.25d0 * i - 1.0d0, i = 1, 10)]
  write(*, '(a,f8.4)') 'rsum = ', rsum(a, 1, size(a))
  write(*, '(a,f10.6)') 'hypot3 = ', hypot3(1.0d0, 2.0d0, 2.0d0)
  write(*, '(10f6.2)') clamp01(a)
  write(*, '(f6.2)') clamp01(7.5d0)
end program rec
