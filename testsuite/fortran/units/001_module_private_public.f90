! Program units: a module with private state and public accessors, `use ... only` with a rename,
! module procedures calling each other, and module variables that keep their values between
! calls (a CloverLeaf-style "data" module with a counter).
! expect-exit: 0
! expect-stdout:
! | after bump(1): 1
! | after bump(2): 3
! | after bump(3): 6
! | after bump(4): 10
! | after bump(5): 15
! | after reset and bump(7): 7
module counters
  implicit none
  private
  integer :: calls = 0
  integer, parameter, public :: nmax = 5
  public :: bump, total, reset
contains
  subroutine bump(by)
    integer, intent(in) :: by
    calls = calls + by
  end subroutine bump
  integer function total()
    total = calls
  end function total
  subroutine reset()
    calls = 0
  end subroutine reset
end module counters

program main
  use counters, only: bump, get_total => total, reset, nmax
  implicit none
  integer :: i
  do i = 1, nmax
    call bump(i)
    write(*, '(a,i0,a,i0)') 'after bump(', i, '): ', get_total()
  end do
  call reset()
  call bump(7)
  write(*, '(a,i0)') 'after reset and bump(7): ', get_total()
end program main
