! Data: sections of allocatable arrays with lower bounds in data clauses (§2.7.1, contiguous
! columns of a column-major array): `copyin(a(:, 2:5))`, `copyout(b(:, k))`, `create` of a
! range of columns, `present` of the section in a subroutine taking it as an explicit-shape
! dummy with lower bounds.
! expect-exit: 0
! expect-stdout:
! | r =  132.0  136.0  140.0  144.0  148.0  152.0  156.0  160.0  164.0  168.0
! | b(:, 2) =   66.0   68.0   70.0   72.0   74.0   76.0   78.0   80.0   82.0   84.0
module sections_m
  implicit none
contains
  subroutine col_sum(a, lo, hi, c1, c2, r)
    integer, intent(in) :: lo, hi, c1, c2
    real(8), intent(in) :: a(lo:hi, c1:c2)
    real(8), intent(out) :: r(lo:hi)
    integer :: i, j
    !$acc parallel loop present(a) copyout(r)
    do i = lo, hi
      r(i) = 0
      do j = c1, c2
        r(i) = r(i) + a(i, j)
      end do
    end do
  end subroutine col_sum
end module sections_m

program allocatable_sections
  use sections_m
  implicit none
  real(8), allocatable :: a(:, :), b(:, :), r(:)
  integer :: i, j
  allocate (a(-2:7, 0:8), b(-2:7, 0:8), r(-2:7))
  do j = 0, 8
    do i = -2, 7
      a(i, j) = i + 10 * j
    end do
  end do
  b = 0
  !$acc data copyin(a(:, 2:5)) create(b(:, 1:3))
  call col_sum(a(:, 2:5), -2, 7, 2, 5, r)
  !$acc parallel loop collapse(2) present(a(:, 2:5), b(:, 1:3))
  do j = 1, 3
    do i = -2, 7
      b(i, j) = a(i, j + 1) + a(i, j + 2)
    end do
  end do
  !$acc update self(b(:, 2))
  !$acc end data
  print '(a, 10f7.1)', 'r =', r
  print '(a, 10f7.1)', 'b(:, 2) =', b(:, 2)
end program allocatable_sections
