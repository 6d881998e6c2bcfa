! Program units: optional arguments tested with `present`, keyword arguments in any order,
! and an optional argument passed on to another procedure's optional argument.
! expect-exit: 0
! expect-stdout:
! |    20.00
! |     8.00
! |    20.00
! |     6.00
! | default:    20.00 F
! | n=3:     6.00 T
module opts
  implicit none
contains
  real(8) function integrate(f0, f1, n, method) result(r)
    real(8), intent(in) :: f0, f1
    integer, intent(in), optional :: n
    character(*), intent(in), optional :: method
    integer :: steps
    steps = 10
    if (present(n)) steps = n
    if (present(method)) then
      if (method == 'left') then
        r = f0 * steps
        return
      end if
    end if
    r = 0.5d0 * (f0 + f1) * steps
  end function integrate
  subroutine report(label, n)
    character(*), intent(in) :: label
    integer, intent(in), optional :: n
    write(*, '(a,a,f8.2,l2)') label, ': ', integrate(1.0d0, 3.0d0, n), present(n)
  end subroutine report
end module opts

program kw
  use opts
  implicit none
  write(*, '(f8.2)') integrate(1.0d0, 3.0d0)
  write(*, '(f8.2)') integrate(1.0d0, 3.0d0, 4)
  write(*, '(f8.2)') integrate(method='left', f1=3.0d0, f0=2.0d0)
  write(*, '(f8.2)') integrate(f0=1.0d0, f1=5.0d0, method='trap', n=2)
  call report('default')
  call report('n=3', n=3)
end program kw
