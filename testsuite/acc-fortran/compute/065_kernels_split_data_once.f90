! Compute: a `kernels` region without data clauses holding several loop nests over dummy
! arrays (explicit-shape and assumed-shape) is split into one kernel per nest (§2.5.3); the
! arrays the kernels use implicitly (§2.6.2 `copy`) are mapped once around them all, by the
! data region the split makes (as nvc does), and each kernel finds them present: each array
! moves to the device and back once per region, not once per kernel. The DO variables are
! private to their loops (no kernel of one thread storing their final values).
! remark: kernels: region split into 3 kernels launched in order (§2.5.3)
! remark: data: present(u[0:*]) present(v[0:*]) present(flux[0:*])
! remark: data: copy(u[0:*]) copy(v[0:*]) copy(flux[0:*]) copy(w)
! remark: kernels: loop at 32:5 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | sum(u), sum(w), sum(flux) =      11604.392720     225629.874952      14857.825116
! | u(n), w(1), flux(0) =      1.547562      4.302460     -1.000000
! | PASS
module advect
  implicit none
contains
  subroutine step(n, u, v, w, flux)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n), v(n)
    real(8), intent(inout) :: w(:)
    real(8), intent(inout) :: flux(0:n)
    integer :: i
    !$acc kernels
    do i = 1, n
      flux(i) = 0.5d0 * (u(i) + v(i))
    end do
    do i = 1, n
      u(i) = u(i) - 0.1d0 * (flux(i) - 0.5d0 * v(i))
    end do
    do i = 1, n
      w(i) = w(i) + u(i) * v(i)
    end do
    !$acc end kernels
  end subroutine step
end module advect

program kernels_split_data_once
  use advect
  implicit none
  integer, parameter :: n = 5000
  real(8) :: u(n), v(n), w(n), flux(0:n)
  integer :: i, it, t0, t1, rate
  do i = 1, n
    u(i) = mod(i, 7)
    v(i) = 1.0d0 + 0.001d0 * i
  end do
  w = 0
  flux = -1
  call system_clock(t0, rate)
  do it = 1, 5
    call step(n, u, v, w, flux)
  end do
  call system_clock(t1)
  if (t1 < t0 .or. rate <= 0) print '(a)', 'clock went backwards'
  print '(a, 3f18.6)', 'sum(u), sum(w), sum(flux) =', sum(u), sum(w), sum(flux)
  print '(a, 3f14.6)', 'u(n), w(1), flux(0) =', u(n), w(1), flux(0)
  if (abs(flux(0) + 1) < 1d-12 .and. w(1) > 0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program kernels_split_data_once
