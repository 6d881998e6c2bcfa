! Kernels: a direct-sum N-body step (softened gravity) over a small deterministic cloud,
! leapfrog integration, and conservation checks of momentum printed with tolerances.
! expect-exit: 0
! expect-stdout:
! |    0.7375143   0.9485813  -0.6812468
! |    0.1997733   0.9084504   0.7586610
! | momentum conserved to 1e-10: T
! |    8.3339999
program nbody
  implicit none
  integer, parameter :: np = 16
  real(8) :: pos(3, np), vel(3, np), acc(3, np), mass(np), d(3), r2, p0(3), p1(3)
  real(8), parameter :: dt = 1.0d-3, eps2 = 1.0d-2
  integer :: i, j, step
  do i = 1, np
    pos(:, i) = [cos(0.7d0 * i), sin(1.3d0 * i), 0.1d0 * (i - np / 2)]
    vel(:, i) = [-0.1d0 * sin(0.7d0 * i), 0.1d0 * cos(1.3d0 * i), 0.0d0]
    mass(i) = 1.0d0 + 0.05d0 * mod(i, 3)
  end do
  p0 = [(sum(mass * vel(j, :)), j = 1, 3)]
  do step = 1, 100
    acc = 0.0d0
    do i = 1, np
      do j = 1, np
        if (i == j) cycle
        d = pos(:, j) - pos(:, i)
        r2 = sum(d * d) + eps2
        acc(:, i) = acc(:, i) + mass(j) * d / (r2 * sqrt(r2))
      end do
    end do
    vel = vel + dt * acc
    pos = pos + dt * vel
  end do
  p1 = [(sum(mass * vel(j, :)), j = 1, 3)]
  write(*, '(3f12.7)') pos(:, 1)
  write(*, '(3f12.7)') pos(:, np)
  write(*, '(a,l2)') 'momentum conserved to 1e-10:', maxval(abs(p1 - p0)) < 1.0d-10
  write(*, '(f12.7)') sum(mass * sum(vel * vel, dim=1)) / 2
end program nbody
