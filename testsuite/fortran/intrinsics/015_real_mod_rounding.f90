! Intrinsics: real `mod`/`modulo` with negative operands, `nint`/`anint` ties away from zero,
! `ceiling`/`floor` on reals near integers, and `int` truncation toward zero.
! expect-exit: 0
! expect-stdout:
! |    5.5   2.0   1.50   1.50
! |   -5.5   2.0  -1.50   0.50
! |    5.5  -2.0   1.50  -0.50
! |   -5.5  -2.0  -1.50  -1.50
! |    1   2   3  -1  -2   2
! |    1.0   2.0   3.0  -1.0  -2.0   2.0
! |    0   1   2   0  -1   2
! |    2  -2   0  -1
! |    2  -2   2   1
program rmod
  implicit none
  real(8) :: xs(4) = [5.5d0, -5.5d0, 5.5d0, -5.5d0], ps(4) = [2.0d0, 2.0d0, -2.0d0, -2.0d0]
  real(8) :: t(6) = [0.5d0, 1.5d0, 2.5d0, -0.5d0, -1.5d0, 2.4999999d0]
  integer :: i
  do i = 1, 4
    write(*, '(2f6.1,2f7.2)') xs(i), ps(i), mod(xs(i), ps(i)), modulo(xs(i), ps(i))
  end do
  write(*, '(6i4)') nint(t)
  write(*, '(6f6.1)') anint(t)
  write(*, '(6i4)') int(t)
  write(*, '(4i4)') floor([2.0d0, -2.0d0, 1.0d0 - 1.0d-15, -1.0d-300]), &
                    ceiling([2.0d0, -2.0d0, 1.0d0 + 1.0d-15, 1.0d-300])
end program rmod
