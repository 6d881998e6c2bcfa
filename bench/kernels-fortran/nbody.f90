! All-pairs gravitational n-body with softening (sqrt), leapfrog steps, self-checking: the
! Fortran counterpart of bench/kernels/nbody.c, with positions and velocities as pos(3, n) and
! vel(3, n) in a module.
module nbody_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  integer, parameter :: bodies = 1000
  real(dp) :: pos(3, bodies), vel(3, bodies), mass(bodies)
contains
  real(dp) function energy()
    integer :: i, j
    real(dp) :: dx, dy, dz
    energy = 0.0_dp
    do i = 1, bodies
      energy = energy + 0.5_dp * mass(i) * (vel(1, i) * vel(1, i) + vel(2, i) * vel(2, i) &
                                            + vel(3, i) * vel(3, i))
      do j = i + 1, bodies
        dx = pos(1, i) - pos(1, j)
        dy = pos(2, i) - pos(2, j)
        dz = pos(3, i) - pos(3, j)
        energy = energy - mass(i) * mass(j) / sqrt(dx * dx + dy * dy + dz * dz + 0.01_dp)
      end do
    end do
  end function energy

  subroutine kick(dt)
    real(dp), intent(in) :: dt
    integer :: i, j
    real(dp) :: ax, ay, az, dx, dy, dz, r2, inv
    do i = 1, bodies
      ax = 0.0_dp
      ay = 0.0_dp
      az = 0.0_dp
      do j = 1, bodies
        dx = pos(1, j) - pos(1, i)
        dy = pos(2, j) - pos(2, i)
        dz = pos(3, j) - pos(3, i)
        r2 = dx * dx + dy * dy + dz * dz + 0.01_dp
        inv = 1.0_dp / (r2 * sqrt(r2))
        ax = ax + mass(j) * dx * inv
        ay = ay + mass(j) * dy * inv
        az = az + mass(j) * dz * inv
      end do
      vel(1, i) = vel(1, i) + dt * ax
      vel(2, i) = vel(2, i) + dt * ay
      vel(3, i) = vel(3, i) + dt * az
    end do
  end subroutine kick

  subroutine drift(dt)
    real(dp), intent(in) :: dt
    pos = pos + dt * vel
  end subroutine drift
end module nbody_m

program nbody
  use nbody_m
  implicit none
  integer, parameter :: steps = 100
  integer(8) :: s
  integer :: i, k, step
  real(dp) :: e0, e1, dt, total
  ! The C program's 32-bit LCG, in 64-bit arithmetic modulo 2**32.
  s = 42
  do i = 1, bodies
    do k = 1, 3
      s = iand(s * 1664525_8 + 1013904223_8, 4294967295_8)
      pos(k, i) = real(shiftr(s, 8), dp) / 16777216.0_dp - 0.5_dp
    end do
  end do
  vel = 0.0_dp
  mass = 1.0_dp / real(bodies, dp)
  e0 = energy()
  dt = 0.001_dp
  do step = 1, steps
    call kick(dt)
    call drift(dt)
  end do
  e1 = energy()
  if (.not. (abs((e1 - e0) / e0) < 1.0e-3_dp)) then
    print '(a,es12.4)', 'nbody: energy drift', abs((e1 - e0) / e0)
    error stop 1
  end if
  ! Squares: a plain sum of positions is conserved (centre of mass) and checks nothing.
  total = 0.0_dp
  do i = 1, bodies
    total = total + pos(1, i)**2 + 2.0_dp * pos(2, i)**2 + 3.0_dp * abs(vel(3, i))
  end do
  print '(a,2es20.12)', 'checksum ', total, e1
end program nbody
