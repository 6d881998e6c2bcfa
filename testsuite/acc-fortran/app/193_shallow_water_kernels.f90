! App: a 1-D shallow-water step written with module allocatables and array syntax in
! `kernels` regions without data clauses (the compiler copies the arrays), WHERE for the dry
! cells, and a reduction found by the compiler in a plain DO loop (the total mass).
! expect-exit: 0
! expect-stdout:
! | mass start =    540.0000
! | mass end   =    540.0000
! | h(1), h(n) =      1.0000      0.0000
! | dry cells  = 2
module sw_m
  implicit none
  integer, parameter :: n = 400
  real(8), allocatable :: h(:), hu(:), fl(:), hn(:)
contains
  subroutine init()
    integer :: i
    allocate(h(n), hu(n), fl(n + 1), hn(n))
    do i = 1, n
      h(i) = 1 + merge(2.0d0, 0.0d0, i > 180 .and. i <= 260)
      if (i > 380) h(i) = 0
    end do
    hu = 0
  end subroutine init

  real(8) function mass() result(m)
    integer :: i
    m = 0
    !$acc kernels
    do i = 1, n
      m = m + h(i)
    end do
    !$acc end kernels
  end function mass

  subroutine step(dt)
    real(8), intent(in) :: dt
    !$acc kernels
    fl(2:n) = 0.5d0 * (hu(1:n - 1) + hu(2:n)) - 0.1d0 * (h(2:n) - h(1:n - 1))
    fl(1) = 0
    fl(n + 1) = 0
    hn = h - dt * (fl(2:n + 1) - fl(1:n))
    where (hn < 1.0d-12)
      hn = 0
    end where
    h = hn
    !$acc end kernels
  end subroutine step
end module sw_m

program shallow_water_kernels
  use sw_m
  implicit none
  integer :: k
  real(8) :: m0, m1
  call init()
  m0 = mass()
  do k = 1, 50
    call step(0.5d0)
  end do
  m1 = mass()
  print '(a, f12.4)', 'mass start =', m0
  print '(a, f12.4)', 'mass end   =', m1
  print '(a, 2f12.4)', 'h(1), h(n) =', h(1), h(n)
  print '(a, i0)', 'dry cells  = ', count(h == 0)
end program shallow_water_kernels
