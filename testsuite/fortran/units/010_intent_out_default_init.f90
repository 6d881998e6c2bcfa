! Program units: `intent(inout)` updates of a derived-type dummy, and `intent(out)`, which
! applies the type's default initialisation again on entry.
! expect-exit: 0
! expect-stdout:
! |   5  0.17616165  0.90929743
! | 100  0.00000000  T
module state_mod
  implicit none
  type :: stats
    integer :: n = 0
    real(8) :: total = 0.0d0
    real(8) :: maxv = -huge(1.0d0)
  end type stats
contains
  subroutine add_sample(s, x)
    type(stats), intent(inout) :: s
    real(8), intent(in) :: x
    s%n = s%n + 1
    s%total = s%total + x
    s%maxv = max(s%maxv, x)
  end subroutine add_sample
  subroutine fresh(s)
    type(stats), intent(out) :: s
    ! intent(out): default initialisation applies on entry
    s%n = s%n + 100
  end subroutine fresh
end module state_mod

program intents
  use state_mod
  implicit none
  type(stats) :: s
  integer :: i
  do i = 1, 5
    call add_sample(s, sin(real(i, 8)))
  end do
  write(*, '(i3,2f12.8)') s%n, s%total, s%maxv
  call fresh(s)
  write(*, '(i3,f12.8,l3)') s%n, s%total, s%maxv < -1.0d300
end program intents
