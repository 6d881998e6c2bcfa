! A user-defined reduction (OpenMP 4.5 §2.16) declared in a module's specification part and
! used in its module procedures (gfortran 12 does not make it visible by use association).
! expect-exit: 0
! expect-stdout:
! |     5051.0   10100.0
! |       50.0   -1275.0
module points
  implicit none
  type :: pt
    real(8) :: x, y
  end type
  !$omp declare reduction(padd : pt : omp_out = pt(omp_out%x + omp_in%x, omp_out%y + omp_in%y)) &
  !$omp& initializer(omp_priv = pt(0d0, 0d0))
contains
  function total(n) result(r)
    integer, intent(in) :: n
    type(pt) :: r, s
    integer :: i
    s = pt(1d0, 0d0)
    !$omp parallel do reduction(padd : s)
    do i = 1, n
      s%x = s%x + i
      s%y = s%y + 2*i
    end do
    r = s
  end function

  function countdown(n) result(c)
    integer, intent(in) :: n
    type(pt) :: c
    integer :: i
    c = pt(0d0, 0d0)
    !$omp parallel do reduction(padd : c)
    do i = 1, n
      c = pt(c%x + 1, c%y - i)
    end do
  end function
end module

program use_points
  use points
  implicit none
  type(pt) :: s, c
  s = total(100)
  print '(2f10.1)', s%x, s%y
  c = countdown(50)
  print '(2f10.1)', c%x, c%y
end program
