! Derived types: arrays of derived types, component sections (`parts%mass` as an array),
! sorting an array of records by a key, and `sum` over a component section.
! expect-exit: 0
! expect-stdout:
! |    5.5   3.5   1.5   6.5   4.5   2.5
! |   -1.0  -2.0  -3.0  -4.0  -5.0  -6.0
! | total mass    24.00
! |    3.354  -3.354   1.677
! |   3  6  2  5  1  4
! |    1.5   0.0   3.5   0.0   5.5   6.5
module particles
  implicit none
  type :: particle
    integer :: id
    real(8) :: mass, pos(3)
  end type particle
end module particles

program aot
  use particles
  implicit none
  type(particle) :: p(6), t
  integer :: i, j
  do i = 1, size(p)
    p(i) = particle(i, real(mod(5 * i, 7), 8) + 0.5d0, [real(i, 8), -real(i, 8), 0.5d0 * i])
  end do
  write(*, '(6f6.1)') p%mass
  write(*, '(6f6.1)') p%pos(2)
  write(*, '(a,f8.2)') 'total mass ', sum(p%mass)
  write(*, '(3f8.3)') [(sum(p%mass * p%pos(j)) / sum(p%mass), j = 1, 3)]
  do i = 2, size(p)
    t = p(i)
    j = i - 1
    do while (j >= 1)
      if (p(j)%mass <= t%mass) exit
      p(j + 1) = p(j)
      j = j - 1
    end do
    p(j + 1) = t
  end do
  write(*, '(6i3)') p%id
  p(2:5:2)%mass = 0.0d0
  write(*, '(6f6.1)') p%mass
end program aot
