! Compute: WHERE and FORALL in a `kernels` region whose Fortran meaning needs the masks and
! right sides evaluated before any element is assigned (§10.2.3.2, §10.2.4.2): a mask that
! reads the array it assigns, a FORALL reading a neighbour it assigns, a shifted section
! and a FORALL with two assignments, the second reading the first. Whatever the region
! runs in parallel must keep these meanings.
! expect-exit: 0
! expect-stdout:
! | sums u, v, w =       6400.00       8859.00   19972028.00
! | u(1), v(1), w(1), w(n) =      2.00      1.00     10.00  19981.00
module dependent_m
  implicit none
contains
  subroutine step(u, v, w, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n), v(n), w(n)
    integer :: i
    !$acc kernels copy(u, v, w)
    where (u > 2) u = u - 1
    where (v > u) v = u
    forall (i = 2:n) w(i) = w(i - 1) + 1
    forall (i = 1:n)
      u(i) = u(i) * 2
      v(i) = u(n + 1 - i) + v(i)
    end forall
    w(2:n) = w(1:n-1)
    !$acc end kernels
  end subroutine step
end module dependent_m

program dependent_array_syntax
  use dependent_m
  implicit none
  integer, parameter :: n = 2000
  real(8) :: u(n), v(n), w(n)
  integer :: i
  do i = 1, n
    u(i) = mod(i, 5)
    v(i) = mod(i, 7)
    w(i) = i * 10
  end do
  call step(u, v, w, n)
  print '(a, 3f14.2)', 'sums u, v, w =', sum(u), sum(v), sum(w)
  print '(a, 4f10.2)', 'u(1), v(1), w(1), w(n) =', u(1), v(1), w(1), w(n)
end program dependent_array_syntax
