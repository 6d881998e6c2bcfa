! reference: without -fopenacc
! `routine` in its other forms (OpenACC 3.3 §2.15.1): `routine(name) seq` for a procedure named
! in an interface body of an external procedure, a `routine worker` and a `routine vector`
! subroutine called from gang loops, and `bind` to a procedure of another name with the same
! result on the host. gfortran 12 has no `bind` clause: the reference is the sequential meaning.
! expect-exit: 0
! expect-stdout:
! | f(3)      =      9.5000
! | rows(1)   =     55.0000  rows(m) =   2200.0000
! | cols      =    -16.0000     40.0000
! | scaled    =    -44.0000      4.0000
! | bound     =   1891.0000
module kernels_m
  implicit none
contains
  subroutine row_sum(a, m, n, j, s)
    !$acc routine worker
    integer, intent(in) :: m, n, j
    real(8), intent(in) :: a(m, n)
    real(8), intent(out) :: s
    real(8) :: t
    integer :: i
    t = 0
    !$acc loop worker reduction(+:t)
    do i = 1, m
      t = t + a(i, j)
    end do
    s = t
  end subroutine row_sum

  subroutine scale_vec(v, k, f)
    !$acc routine vector
    integer, intent(in) :: k
    real(8), intent(inout) :: v(k)
    real(8), intent(in) :: f
    integer :: i
    !$acc loop vector
    do i = 1, k
      v(i) = v(i) * f
    end do
  end subroutine scale_vec

  real(8) function twice_plus(x)
    !$acc routine seq bind(twice_plus_dev)
    real(8), intent(in) :: x
    twice_plus = 2 * x + 1
  end function twice_plus

  real(8) function twice_plus_dev(x)
    !$acc routine seq
    real(8), intent(in) :: x
    twice_plus_dev = 2 * x + 1
  end function twice_plus_dev
end module kernels_m

real(8) function poly(x)
  implicit none
  real(8), intent(in) :: x
  poly = x * x + 0.5d0
end function poly

program routine_name_bind
  use kernels_m
  implicit none
  interface
    real(8) function poly(x)
      real(8), intent(in) :: x
    end function poly
  end interface
  !$acc routine(poly) seq
  integer, parameter :: m = 10, n = 40
  real(8) :: f(5), a(100), g(m, n), rows(n), v(4, 2), b(60)
  integer :: i, j
  !$acc parallel loop copyout(f)
  do i = 1, 5
    f(i) = poly(real(i, 8))
  end do
  a = 3
  do j = 1, n
    do i = 1, m
      g(i, j) = i * j + a(i) - 3
    end do
  end do
  !$acc parallel loop gang copyin(g) copyout(rows)
  do j = 1, n
    call row_sum(g, m, n, j, rows(j))
  end do
  do j = 1, 2
    do i = 1, 4
      v(i, j) = i + 4 * (j - 1)
    end do
  end do
  !$acc parallel loop gang copy(v)
  do j = 1, 2
    call scale_vec(v(:, j), 4, -1.0d0 * (3 - 2 * j))
  end do
  !$acc parallel loop copyout(b)
  do i = 1, 60
    b(i) = twice_plus(real(i, 8)) - 1
  end do
  print '(a, f12.4)', 'f(3)      =', f(3)
  print '(a, f12.4, a, f12.4)', 'rows(1)   =', rows(1), '  rows(m) =', rows(n)
  print '(a, 2f12.4)', 'cols      =', v(4, 1) * 4, v(1, 2) * 8
  print '(a, 2f12.4)', 'scaled    =', v(4, 1) * 11, v(4, 2) * 0.5d0
  print '(a, f12.4)', 'bound     =', sum(b) - 1769
end program routine_name_bind
