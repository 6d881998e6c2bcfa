! Data: derived-type variables as a whole: `copy(grid)` of a structure with array components,
! an implicit copy of another (§2.6.2: a composite variable is `copy`), and an array of
! structures in `copyin`.
! expect-exit: 0
! expect-stdout:
! | grid%y(50), other%x(50) =   100.0   101.0
! | s(20) =    60.0
! | PASS
module grid_m
  implicit none
  type grid_t
    integer :: n
    real(8) :: x(50)
    real(8) :: y(50)
  end type grid_t
  type point_t
    real(8) :: px, py
  end type point_t
end module grid_m

program derived_whole
  use grid_m
  implicit none
  type(grid_t) :: grid, other
  type(point_t) :: pts(20)
  real(8) :: s(20)
  integer :: i
  grid%n = 50
  other%n = 50
  do i = 1, 50
    grid%x(i) = real(i, 8)
    grid%y(i) = 0.0d0
    other%x(i) = 1.0d0
  end do
  do i = 1, 20
    pts(i)%px = real(i, 8)
    pts(i)%py = real(2 * i, 8)
  end do
  !$acc parallel loop copy(grid)
  do i = 1, 50
    grid%y(i) = 2.0d0 * grid%x(i)
  end do
  !$acc parallel loop
  do i = 1, 50
    other%x(i) = other%x(i) + grid%y(i)
  end do
  !$acc parallel loop copyin(pts) copyout(s)
  do i = 1, 20
    s(i) = pts(i)%px + pts(i)%py
  end do
  print '(a, 2f8.1)', 'grid%y(50), other%x(50) =', grid%y(50), other%x(50)
  print '(a, f8.1)', 's(20) =', s(20)
  if (grid%y(50) == 100.0d0 .and. other%x(50) == 101.0d0 .and. s(20) == 60.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program derived_whole
