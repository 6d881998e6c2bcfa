! Control flow: `error stop` with an integer code from a subroutine deep in the call chain
! ends the program with that status.
! expect-exit: 7
! expect-stdout:
! | density ok
! | energy ok
! | negative pressure -1.00E-03
module checks
  implicit none
contains
  subroutine check_positive(x, what)
    real(8), intent(in) :: x
    character(*), intent(in) :: what
    if (x <= 0.0d0) then
      write(*, '(a,a,es10.2)') 'negative ', what, x
      error stop 7
    end if
    write(*, '(a,a)') what, ' ok'
  end subroutine check_positive
end module checks

program errstop
  use checks
  implicit none
  call check_positive(1.0d0, 'density')
  call check_positive(2.5d0, 'energy')
  call check_positive(-1.0d-3, 'pressure')
  write(*, '(a)') 'not reached'
end program errstop
