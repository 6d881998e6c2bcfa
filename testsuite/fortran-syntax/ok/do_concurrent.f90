! DO CONCURRENT with masks, named loops with EXIT/CYCLE, BLOCK constructs.
subroutine transpose_add(n, m, a, b, c)
  implicit none
  integer, intent(in) :: n, m
  real, intent(in) :: a(n, m), b(m, n)
  real, intent(out) :: c(n, m)
  integer :: i, j, k

  do concurrent (i = 1:n, j = 1:m)
    c(i, j) = a(i, j) + b(j, i)
  end do
  do concurrent (k = 1:n:2, c(k, 1) > 0.0)
    c(k, 1) = -c(k, 1)
  end do

  outer: do j = 1, m
    inner: do i = 1, n
      if (c(i, j) < 0.0) cycle outer
      if (c(i, j) > 1.0e6) exit outer
      if (i == j) cycle inner
    end do inner
  end do outer

  scratch: block
    real :: total
    total = sum(c)
    if (total < 0.0) exit scratch
    c = c / total
  end block scratch

  block
    integer :: count
    count = count_nonzero()
  end block
contains
  integer function count_nonzero()
    count_nonzero = count(c /= 0.0)
  end function count_nonzero
end subroutine transpose_add
