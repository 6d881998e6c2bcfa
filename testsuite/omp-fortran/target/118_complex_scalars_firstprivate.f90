! COMPLEX scalars referenced in a target region without a map clause are firstprivate, as
! every scalar (OpenMP 4.5 §2.15.5: integer, real, complex and logical variables are scalars
! in Fortran), even where an enclosing data region maps them: the region reads the host's
! value at the construct, not the stale device copy (seen with separate device memory, the
! runner's discrete configuration); `defaultmap(tofrom: scalar)` maps them tofrom. As C's
! omp/target/348, the shape of OpenMP_VV's test_target_defaultmap. Before, oxacc mapped them
! like a derived type. (The region does not write them: flang-22's host fallback shares them.)
! expect-exit: 0
! expect-stdout:
! | target:  3.00  1.00 -0.50  8.00
! | rotate: T  0.00  1.00
! | teams scale: T
! | defaultmap tofrom:  7.00 -7.00
module cx_work
  implicit none
contains
  subroutine rotate(n, a, x, y)
    integer, intent(in) :: n
    complex(8), intent(in) :: a, x(n)
    complex(8), intent(out) :: y(n)
    integer :: i
    !$omp target teams distribute parallel do map(to: x) map(from: y)
    do i = 1, n
      y(i) = a * x(i)
    end do
  end subroutine rotate

  subroutine teams_scale(n, b, v)
    integer, intent(in) :: n
    complex(4), intent(in) :: b
    complex(4), intent(inout) :: v(n)
    integer :: i
    !$omp target teams num_teams(3) map(tofrom: v)
    !$omp distribute parallel do
    do i = 1, n
      v(i) = v(i) * b
    end do
    !$omp end target teams
  end subroutine teams_scale
end module cx_work

program complex_scalars
  use cx_work
  implicit none
  integer, parameter :: n = 500
  complex(8) :: z, zs, a, x(n), y(n)
  complex(4) :: w, ws, v(n)
  logical :: ok
  integer :: i

  z = (1.5d0, -2.0d0)
  w = (0.25, 4.0)
  !$omp target data map(to: z, w)
  z = (3.0d0, 1.0d0)
  w = (-0.5, 8.0)
  !$omp target map(from: zs, ws)
  zs = z
  ws = w
  !$omp end target
  !$omp end target data
  print '(a, 4f6.2)', 'target:', real(zs), aimag(zs), real(ws), aimag(ws)

  do i = 1, n
    x(i) = cmplx(mod(i, 7), -0.5d0 * mod(i, 3), kind=8)
  end do
  a = (0.0d0, 1.0d0)
  call rotate(n, a, x, y)
  ok = all(y == a * x)
  print '(a, l2, 2f6.2)', 'rotate:', ok, real(a), aimag(a)

  do i = 1, n
    v(i) = cmplx(real(i), 0.0, kind=4)
  end do
  call teams_scale(n, (2.0, -1.0), v)
  ok = .true.
  do i = 1, n
    ok = ok .and. real(v(i)) == 2.0 * i .and. aimag(v(i)) == -real(i)
  end do
  print '(a, l2)', 'teams scale:', ok

  z = (1.0d0, 0.0d0)
  !$omp target defaultmap(tofrom: scalar)
  z = (7.0d0, -7.0d0)
  !$omp end target
  print '(a, 2f6.2)', 'defaultmap tofrom:', real(z), aimag(z)
end program complex_scalars
