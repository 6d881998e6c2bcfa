! Program units: optional dummy procedures, as libraries take progress callbacks and weight
! functions: PRESENT of a PROCEDURE(iface) dummy and of a typed EXTERNAL dummy, calls only when
! present, keyword arguments naming them, and an optional callback passed on to another
! procedure (absent stays absent).
! expect-exit: 0
! expect-stdout:
! |   0.000  0.000  0.375  0.000  0.375  0.000  0.125  0.000
! |   iteration 1  change  1.000000
! |   iteration 2  change  0.500000
! |   iteration 3  change  0.500000
! |   0.000  0.000  0.375  0.000  0.375  0.000  0.125  0.000
! |   0.000  0.176  0.029  0.469  0.029  0.176  0.000  0.000
! |   iteration 1  change  1.000000
! |   iteration 2  change  0.468750
! |   0.000  0.176  0.029  0.469  0.029  0.176  0.000  0.000
! | smooth_twice: callback present: F
! | smooth_twice: callback present: T
! |   iteration 1  change  0.300293
! |   iteration 2  change  0.245361
! |   0.000  0.121  0.016  0.253  0.018  0.183  0.007  0.000
module smoother
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  abstract interface
    subroutine progress_cb(it, resid)
      import :: dp
      integer, intent(in) :: it
      real(dp), intent(in) :: resid
    end subroutine progress_cb
  end interface
contains
  ! Jacobi smoothing of u on a 1-D grid; `weight` scales the update at each point.
  subroutine smooth(u, iters, progress, weight)
    real(dp), intent(inout) :: u(:)
    integer, intent(in) :: iters
    procedure(progress_cb), optional :: progress
    real(dp), external, optional :: weight
    real(dp) :: new(size(u)), w, resid
    integer :: it, i, n
    n = size(u)
    do it = 1, iters
      new = u
      do i = 2, n - 1
        w = 1.0_dp
        if (present(weight)) w = weight(dble(i) / n)
        new(i) = u(i) + w * (0.5_dp * (u(i - 1) + u(i + 1)) - u(i))
      end do
      resid = maxval(abs(new - u))
      u = new
      if (present(progress)) call progress(it, resid)
    end do
  end subroutine smooth

  ! Passes its optional callback on.
  subroutine smooth_twice(u, progress)
    real(dp), intent(inout) :: u(:)
    procedure(progress_cb), optional :: progress
    write(*, '(a,l2)') 'smooth_twice: callback present:', present(progress)
    call smooth(u, 2, progress)
  end subroutine smooth_twice

  subroutine print_progress(it, resid)
    integer, intent(in) :: it
    real(dp), intent(in) :: resid
    write(*, '(a,i2,a,f10.6)') '  iteration', it, '  change', resid
  end subroutine print_progress

  real(dp) function taper(x)
    real(dp), intent(in) :: x
    taper = 4.0_dp * x * (1.0_dp - x)
  end function taper
end module smoother

program optional_callbacks
  use smoother
  implicit none
  real(dp) :: u(8)
  integer :: i

  u = [(merge(1.0_dp, 0.0_dp, i == 4), i = 1, 8)]
  call smooth(u, 3)
  write(*, '(8f7.3)') u
  u = [(merge(1.0_dp, 0.0_dp, i == 4), i = 1, 8)]
  call smooth(u, 3, print_progress)
  write(*, '(8f7.3)') u
  u = [(merge(1.0_dp, 0.0_dp, i == 4), i = 1, 8)]
  call smooth(u, 2, weight=taper)
  write(*, '(8f7.3)') u
  u = [(merge(1.0_dp, 0.0_dp, i == 4), i = 1, 8)]
  call smooth(u, 2, weight=taper, progress=print_progress)
  write(*, '(8f7.3)') u
  call smooth_twice(u)
  call smooth_twice(u, print_progress)
  write(*, '(8f7.3)') u
end program optional_callbacks
