! Application-style maps of whole arrays behind descriptors (module arrays, assumed-shape and
! allocatable dummies, a pointer to part of an array): device scratch mapped `alloc`, an
! input mapped `to` that the kernel scales in place on the device, and a pointer mapped
! `to`. With separate device memory oxacc copied every such array back at
! the construct's end (an implicit tofrom of the elements besides the map clause, decision
! 63): the host's scratch and inputs were overwritten. Self-checking in both memory models
! (`probe`: does the device share the host's memory?).
! expect-exit: 0
! expect-stdout:
! | stencil: ok
! | scaled norm: ok
! | allocatable dummy: ok
! | pointer dummy: ok
! | module alloc: ok
module grid
  implicit none
  real(8), allocatable :: u(:), work(:)
  logical :: shared
contains
  subroutine detect_shared()
    integer :: probe(1)
    probe = 0
    !$omp target map(to: probe)
    probe(1) = 1
    !$omp end target
    shared = probe(1) == 1
  end subroutine

  subroutine stencil(n)
    integer, intent(in) :: n
    integer :: i
    !$omp target data map(tofrom: u) map(alloc: work)
    !$omp target teams distribute parallel do
    do i = 2, n - 1
      work(i) = (u(i - 1) + u(i + 1)) / 2
    end do
    !$omp target teams distribute parallel do
    do i = 2, n - 1
      u(i) = work(i)
    end do
    !$omp end target data
  end subroutine

  subroutine module_alloc(n, total)
    integer, intent(in) :: n
    real(8), intent(out) :: total
    integer :: i
    total = 0
    !$omp target teams distribute parallel do map(alloc: work) map(to: u) &
    !$omp&  reduction(+: total)
    do i = 1, n
      work(i) = 2 * u(i)
      total = total + work(i)
    end do
  end subroutine
end module

module kernels
  implicit none
contains
  subroutine scaled_norm(x, r)
    real(8), intent(inout) :: x(:)
    real(8), intent(out) :: r
    integer :: i
    r = 0
    !$omp target teams distribute parallel do map(to: x) reduction(+: r)
    do i = 1, size(x)
      x(i) = x(i) * 0.5d0
      r = r + x(i) * x(i)
    end do
  end subroutine

  subroutine fill_scratch(w, total)
    real(8), allocatable, intent(inout) :: w(:)
    real(8), intent(out) :: total
    integer :: i
    total = 0
    !$omp target map(alloc: w) map(tofrom: total)
    do i = 1, size(w)
      w(i) = i
      total = total + w(i)
    end do
    !$omp end target
  end subroutine

  subroutine clear_window(q, total)
    real(8), pointer :: q(:)
    real(8), intent(out) :: total
    integer :: i
    total = 0
    !$omp target teams distribute parallel do map(to: q) reduction(+: total)
    do i = 1, size(q)
      total = total + q(i)
      q(i) = 0
    end do
  end subroutine
end module

program map_descriptor_arrays_app
  use grid
  use kernels
  implicit none
  integer, parameter :: n = 16
  real(8), allocatable :: x(:), w(:)
  real(8), allocatable, target :: big(:)
  real(8), pointer :: win(:)
  real(8) :: r, total
  integer :: i
  call detect_shared()
  allocate(u(n), work(n), x(n), w(4))
  do i = 1, n
    u(i) = mod(i, 2)
    work(i) = -1
    x(i) = 2
  end do
  call stencil(n)
  if (u(2) == 1 .and. u(3) == 0 .and. work(4) == merge(1d0, -1d0, shared)) then
    print '(a)', 'stencil: ok'
  else
    print '(a, 4f6.1)', 'stencil: WRONG', u(2), u(3), work(4), work(5)
  end if
  call scaled_norm(x, r)
  if (r == n .and. x(1) == merge(1d0, 2d0, shared)) then
    print '(a)', 'scaled norm: ok'
  else
    print '(a, 2f8.2)', 'scaled norm: WRONG', r, x(1)
  end if
  w = 7
  call fill_scratch(w, total)
  if (total == 10 .and. w(4) == merge(4d0, 7d0, shared)) then
    print '(a)', 'allocatable dummy: ok'
  else
    print '(a, 2f8.2)', 'allocatable dummy: WRONG', total, w(4)
  end if
  allocate(big(2 * n))
  big = 3
  win => big(5:n + 4)
  call clear_window(win, r)
  if (r == 3 * n .and. big(n) == merge(0d0, 3d0, shared) .and. big(4) == 3) then
    print '(a)', 'pointer dummy: ok'
  else
    print '(a, 2f8.2)', 'pointer dummy: WRONG', r, big(n)
  end if
  work = -1
  call module_alloc(n, total)
  if (total == 2 * sum(u) .and. work(1) == merge(2 * u(1), -1d0, shared)) then
    print '(a)', 'module alloc: ok'
  else
    print '(a, 2f8.2)', 'module alloc: WRONG', total, work(1)
  end if
end program
