! Routine: module procedures with `!$acc routine vector` (a loop over a row inside, called
! from a gang loop) and `!$acc routine seq` (an elemental-style function called from the
! vector loop of the vector routine), and a `routine worker` subroutine with a worker loop
! (§2.15.1: the routine's loops share the level it is called at).
! expect-exit: 0
! expect-stdout:
! | a(1,1), a(n,2), a(n,m) =         3.0       199.0      1747.0
! | sum(a) =      663712.0
module row_ops_m
  implicit none
contains
  real(8) function weight(x, k)
    !$acc routine seq
    real(8), intent(in) :: x
    integer, intent(in) :: k
    weight = x * k + 1
  end function weight

  subroutine scale_row(row, n, k)
    !$acc routine vector
    integer, intent(in) :: n, k
    real(8), intent(inout) :: row(n)
    integer :: i
    !$acc loop vector
    do i = 1, n
      row(i) = weight(row(i), k)
    end do
  end subroutine scale_row

  subroutine add_rows(a, n, m, j)
    !$acc routine worker
    integer, intent(in) :: n, m, j
    real(8), intent(inout) :: a(n, m)
    integer :: i
    !$acc loop worker
    do i = 1, n
      a(i, j) = a(i, j) + a(i, 1)
    end do
  end subroutine add_rows
end module row_ops_m

program routine_vector_module
  use row_ops_m
  implicit none
  integer, parameter :: n = 64, m = 20
  real(8) :: a(n, m)
  integer :: i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = i + j
    end do
  end do
  !$acc data copy(a)
  !$acc parallel loop gang
  do j = 1, m
    call scale_row(a(1, j), n, j)
  end do
  !$acc parallel loop gang
  do j = 2, m
    call add_rows(a, n, m, j)
  end do
  !$acc end data
  print '(a, 3f12.1)', 'a(1,1), a(n,2), a(n,m) =', a(1, 1), a(n, 2), a(n, m)
  print '(a, f14.1)', 'sum(a) =', sum(a)
end program routine_vector_module
