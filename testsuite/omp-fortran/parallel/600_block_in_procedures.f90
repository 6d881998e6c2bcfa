! BLOCK constructs (F2008 §11.1.4) with declarations inside procedures that take arguments and
! run parallel loops: a subroutine whose BLOCK declares the loop's scratch variables (private
! in the parallel do) and a function whose BLOCK declares a reduction variable. Before, a
! BLOCK with a declaration emptied its procedure's dummy list (the BLOCK's declarations were
! taken as the procedure's own, with no dummies), so every call was refused with "More actual
! than formal arguments" (found with OpenMP map iterators, decision 106).
! expect-exit: 0
! expect-stdout:
! | b    7.000   4.250   8.750
! | total     6006.000
module block_600_m
  implicit none
contains
  subroutine smooth(a, b, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    real(8), intent(out) :: b(n)
    integer :: i
    b(1) = a(1)
    b(n) = a(n)
    block
      real(8) :: left, right
      !$omp parallel do private(left, right)
      do i = 2, n - 1
        left = a(i - 1)
        right = a(i + 1)
        b(i) = (left + 2 * a(i) + right) / 4
      end do
    end block
  end subroutine

  real(8) function total(b, n) result(t)
    integer, intent(in) :: n
    real(8), intent(in) :: b(n)
    integer :: i
    block
      real(8) :: s
      s = 0
      !$omp parallel do reduction(+: s)
      do i = 1, n
        s = s + b(i)
      end do
      t = s
    end block
  end function
end module

program block_600
  use block_600_m
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n)
  integer :: i
  do i = 1, n
    a(i) = mod(i * 7, 13)
  end do
  call smooth(a, b, n)
  print '(a,3f8.3)', 'b ', b(1), b(2), b(n - 1)
  print '(a,f12.3)', 'total ', total(b, n)
end program
