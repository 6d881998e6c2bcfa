! App: particles as an array of derived-type elements (position, velocity, charge), pushed
! in a `parallel loop` that reads and writes the components of `p(i)`, the kinetic energy a
! `reduction(+:)`, the particles kept on the device over the steps (`data copy(p)`), the
! timing measured and not printed.
! expect-exit: 0
! expect-stdout:
! | x(1), x(np)   =     1.0490625    10.0055000
! | v(np)         =     0.0100000
! | kinetic       =   268.8000000
! | charges       =  128.0000
program particles_array_of_types
  implicit none
  type particle
    real(8) :: x, v
    real(8) :: q
    integer :: id
  end type particle
  integer, parameter :: np = 256, nsteps = 10
  type(particle) :: p(np)
  real(8) :: ek, dt, qsum, t0, t1
  integer :: i, s
  do i = 1, np
    p(i)%x = i * 0.0390625d0
    p(i)%v = 0.01d0 * mod(i, 8)
    p(i)%q = merge(1.0d0, 0.0d0, mod(i, 2) == 0)
    p(i)%id = i
  end do
  dt = 0.1d0
  call cpu_time(t0)
  !$acc data copy(p)
  do s = 1, nsteps
    !$acc parallel loop present(p)
    do i = 1, np
      p(i)%v = p(i)%v + dt * 0.0025d0 * p(i)%q * p(i)%id / p(i)%id * 4
      p(i)%x = p(i)%x + dt * p(i)%v
    end do
  end do
  ek = 0
  qsum = 0
  !$acc parallel loop present(p) reduction(+:ek, qsum)
  do i = 1, np
    ek = ek + 0.5d0 * p(i)%v**2 * 1000
    qsum = qsum + p(i)%q
  end do
  !$acc end data
  call cpu_time(t1)
  if (t1 < t0) print '(a)', 'clock went backwards'
  print '(a, 2f14.7)', 'x(1), x(np)   =', p(1)%x + 1.0d0, p(np)%x
  print '(a, f14.7)', 'v(np)         =', p(np)%v
  print '(a, f14.7)', 'kinetic       =', ek
  print '(a, f10.4)', 'charges       =', qsum
end program particles_array_of_types
