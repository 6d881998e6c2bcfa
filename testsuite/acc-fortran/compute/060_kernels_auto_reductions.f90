! Compute: a `kernels` region of plain DO loops (no loop directives, §2.5.3) in a module
! procedure: a sum, a maximum (`if (a(i) > m) m = a(i)`) and a `max` intrinsic reduction
! found by the compiler, an independent 2-D nest, and a recurrence that must stay
! sequential (`x(i) = x(i-1) + …`).
! expect-exit: 0
! expect-stdout:
! | s, big, big2 =     756180.50        504.00       1008.00
! | x(n), sum(g) =       756162.00      7573805.00
module auto_m
  implicit none
contains
  subroutine analyse(a, x, g, n, m, s, big, big2)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n)
    real(8), intent(inout) :: x(n), g(n, m)
    real(8), intent(out) :: s, big, big2
    integer :: i, j
    !$acc kernels copyin(a) copy(x, g)
    s = 0
    do i = 1, n
      s = s + a(i)
    end do
    big = -1
    do i = 1, n
      if (a(i) > big) big = a(i)
    end do
    big2 = -1
    do i = 1, n
      big2 = max(big2, a(i) * 2)
    end do
    do j = 1, m
      do i = 1, n
        g(i, j) = g(i, j) + a(i) * j
      end do
    end do
    do i = 2, n
      x(i) = x(i - 1) + a(i)
    end do
    !$acc end kernels
  end subroutine analyse
end module auto_m

program kernels_auto_reductions
  use auto_m
  implicit none
  integer, parameter :: n = 3000, m = 4
  real(8) :: a(n), x(n), g(n, m), s, big, big2
  integer :: i
  do i = 1, n
    a(i) = mod(i * 37, 1009) * 0.5d0
  end do
  x = 0
  g = 1
  call analyse(a, x, g, n, m, s, big, big2)
  print '(a, 3f14.2)', 's, big, big2 =', s, big, big2
  print '(a, 2f16.2)', 'x(n), sum(g) =', x(n), sum(g)
end program kernels_auto_reductions
