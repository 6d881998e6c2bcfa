! Program units: use association through a chain of modules (a module re-exporting what it
! uses), `protected` module variables readable but not writable outside, a module variable
! renamed on import, and `use` inside a procedure only.
! expect-exit: 0
! expect-stdout:
! |   2.019275
! |  0.470 3
! |  0.500 4
! |   9.81
module constants
  implicit none
  real(8), parameter :: g = 9.81d0
  integer, protected :: version = 3
contains
  subroutine set_version(v)
    integer, intent(in) :: v
    version = v
  end subroutine set_version
end module constants

module physics
  use constants
  implicit none
  real(8) :: drag = 0.47d0
contains
  real(8) function fall_time(h)
    real(8), intent(in) :: h
    fall_time = sqrt(2.0d0 * h / g)
  end function fall_time
end module physics

program chain
  use physics, only: fall_time, cd => drag, version, set_version
  implicit none
  write(*, '(f10.6)') fall_time(20.0d0)
  write(*, '(f6.3,1x,i0)') cd, version
  cd = 0.5d0
  call set_version(4)
  write(*, '(f6.3,1x,i0)') cd, version
  call local_use()
contains
  subroutine local_use()
    use constants, only: gravity => g
    write(*, '(f6.2)') gravity
  end subroutine local_use
end program chain
