! Program units: internal procedures that use their host's local variables and dummies passed
! as actual arguments (the integrand closes over the host's parameters): a Simpson integrator
! called with an internal function reading a host local that changes between calls and
! updating a host counter, an internal subroutine callback writing into the host's dummy
! array, and a host procedure called repeatedly with different arguments.
! expect-exit: 0
! expect-stdout:
! |   0.50  1.25331414
! |   1.00  2.50662827
! |   1.50  3.75970425
! | integrand calls: 723
! |   0.3056  0.7500  0.9722  0.9722  0.7500  0.3056
! |   0.3056  0.1094  0.2344  0.2344  0.1094  0.3056
module integ
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  real(dp) function simpson(f, a, b, n)
    interface
      real(dp) function f(x)
        import :: dp
        real(dp), intent(in) :: x
      end function f
    end interface
    real(dp), intent(in) :: a, b
    integer, intent(in) :: n
    real(dp) :: h
    integer :: i
    h = (b - a) / n
    simpson = f(a) + f(b)
    do i = 1, n - 1
      simpson = simpson + merge(4.0_dp, 2.0_dp, mod(i, 2) == 1) * f(a + i * h)
    end do
    simpson = simpson * h / 3.0_dp
  end function simpson

  subroutine visit_cells(n, visit)
    integer, intent(in) :: n
    interface
      subroutine visit(i, xc)
        import :: dp
        integer, intent(in) :: i
        real(dp), intent(in) :: xc
      end subroutine visit
    end interface
    integer :: i
    do i = 1, n
      call visit(i, (i - 0.5_dp) / n)
    end do
  end subroutine visit_cells
end module integ

module physics
  use integ
  implicit none
contains
  subroutine gaussian_norms(sigmas)
    real(dp), intent(in) :: sigmas(:)
    real(dp) :: sigma
    integer :: k, calls
    calls = 0
    do k = 1, size(sigmas)
      sigma = sigmas(k)
      write(*, '(f6.2,f12.8)') sigma, simpson(gauss, -6.0_dp, 6.0_dp, 240)
    end do
    write(*, '(a,i0)') 'integrand calls: ', calls
  contains
    real(dp) function gauss(x)
      real(dp), intent(in) :: x
      calls = calls + 1
      gauss = exp(-0.5_dp * (x / sigma)**2)
    end function gauss
  end subroutine gaussian_norms

  subroutine fill_profile(u, amplitude)
    real(dp), intent(out) :: u(:)
    real(dp), intent(in) :: amplitude
    call visit_cells(size(u), set_cell)
  contains
    subroutine set_cell(i, xc)
      integer, intent(in) :: i
      real(dp), intent(in) :: xc
      u(i) = amplitude * xc * (1.0_dp - xc)
    end subroutine set_cell
  end subroutine fill_profile
end module physics

program internal_arguments
  use physics
  implicit none
  real(dp) :: u(6)
  call gaussian_norms([0.5_dp, 1.0_dp, 1.5_dp])
  call fill_profile(u, 4.0_dp)
  write(*, '(6f8.4)') u
  call fill_profile(u(2:5), 1.0_dp)
  write(*, '(6f8.4)') u
end program internal_arguments
