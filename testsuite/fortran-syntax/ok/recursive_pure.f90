! Prefixes (recursive, pure, elemental), result clauses, optional and value arguments.
module numerics
  implicit none
contains
  recursive function factorial(n) result(f)
    integer, intent(in) :: n
    integer(kind=8) :: f
    if (n <= 1) then
      f = 1
    else
      f = n * factorial(n - 1)
    end if
  end function factorial

  recursive subroutine quicksort(a, lo, hi)
    real, intent(inout) :: a(:)
    integer, value :: lo, hi
    integer :: i, j
    real :: pivot, tmp
    if (lo >= hi) return
    pivot = a((lo + hi) / 2)
    i = lo; j = hi
    do
      do while (a(i) < pivot)
        i = i + 1
      end do
      do while (a(j) > pivot)
        j = j - 1
      end do
      if (i >= j) exit
      tmp = a(i); a(i) = a(j); a(j) = tmp
      i = i + 1; j = j - 1
    end do
    call quicksort(a, lo, j)
    call quicksort(a, j + 1, hi)
  end subroutine quicksort

  elemental real(8) function clamp(x, lo, hi)
    real(8), intent(in) :: x
    real(8), intent(in), optional :: lo, hi
    clamp = x
    if (present(lo)) clamp = max(clamp, lo)
    if (present(hi)) clamp = min(clamp, hi)
  end function clamp

  pure integer function gcd(a, b)
    integer, intent(in) :: a, b
    integer :: x, y, t
    x = a; y = b
    do while (y /= 0)
      t = mod(x, y); x = y; y = t
    end do
    gcd = x
  end function gcd

  integer function counter()
    integer, save :: calls = 0
    calls = calls + 1
    counter = calls
  end function counter
end module numerics
