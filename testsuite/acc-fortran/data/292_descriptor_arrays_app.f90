! Application-style uses of whole arrays behind descriptors in data clauses (module arrays,
! assumed-shape and allocatable dummies, a derived type's allocatable component): a smoother
! whose work array is `create` scratch, a kernel that takes its input `copyin` and scales it
! in place on the device, and a component named `copyin(s%a)`. With separate device memory
! oxacc copied every such array back at the construct's end (an implicit `copy` of the
! elements besides the clause, decision 63): the host's work array and inputs were
! overwritten. Self-checking in both memory models (`probe`: does the device share the
! host's memory?).
! expect-exit: 0
! expect-stdout:
! | smooth: ok
! | scaled norm: ok
! | allocatable dummy: ok
! | component: ok
! | module create: ok
module grid_data
  implicit none
  real(8), allocatable :: u(:), work(:)
  logical :: shared
contains
  subroutine detect_shared()
    integer :: probe(1)
    probe = 0
    !$acc parallel num_gangs(1) copyin(probe)
    probe(1) = 1
    !$acc end parallel
    shared = probe(1) == 1
  end subroutine

  ! The device uses `work` as scratch; the host keeps its own values in it.
  subroutine smooth(n)
    integer, intent(in) :: n
    integer :: i
    !$acc data copy(u) create(work)
    !$acc parallel loop
    do i = 2, n - 1
      work(i) = (u(i - 1) + u(i + 1)) / 2
    end do
    !$acc parallel loop
    do i = 2, n - 1
      u(i) = work(i)
    end do
    !$acc end data
  end subroutine

  subroutine module_scratch(n, total)
    integer, intent(in) :: n
    real(8), intent(out) :: total
    integer :: i
    total = 0
    !$acc parallel loop create(work) copyin(u) reduction(+:total)
    do i = 1, n
      work(i) = 2 * u(i)
      total = total + work(i)
    end do
  end subroutine
end module

module kernels
  implicit none
contains
  ! Normalises a copy of x on the device: x itself must stay as the caller gave it.
  subroutine scaled_norm(x, r)
    real(8), intent(inout) :: x(:)
    real(8), intent(out) :: r
    integer :: i
    r = 0
    !$acc parallel loop copyin(x) reduction(+:r)
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
    !$acc parallel loop create(w) reduction(+:total)
    do i = 1, size(w)
      w(i) = i
      total = total + w(i)
    end do
  end subroutine
end module

program descriptor_arrays_app
  use grid_data
  use kernels
  implicit none
  type field
    real(8), allocatable :: a(:)
  end type
  integer, parameter :: n = 16
  real(8), allocatable :: x(:), w(:)
  type(field) :: f
  real(8) :: r, total
  integer :: i
  call detect_shared()
  allocate(u(n), work(n), x(n), w(4))
  allocate(f%a(n))
  do i = 1, n
    u(i) = mod(i, 2)
    work(i) = -1
    x(i) = 2
  end do
  call smooth(n)
  if (u(2) == 1 .and. u(3) == 0 .and. work(4) == merge(1d0, -1d0, shared)) then
    print '(a)', 'smooth: ok'
  else
    print '(a, 4f6.1)', 'smooth: WRONG', u(2), u(3), work(4), work(5)
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
  f%a = 3
  r = 0
  !$acc parallel loop copyin(f%a) reduction(+:r)
  do i = 1, n
    r = r + f%a(i)
    f%a(i) = 0
  end do
  if (r == 3 * n .and. f%a(n) == merge(0d0, 3d0, shared)) then
    print '(a)', 'component: ok'
  else
    print '(a, 2f8.2)', 'component: WRONG', r, f%a(n)
  end if
  work = -1
  call module_scratch(n, total)
  if (total == 2 * sum(u) .and. work(1) == merge(2 * u(1), -1d0, shared)) then
    print '(a)', 'module create: ok'
  else
    print '(a, 2f8.2)', 'module create: WRONG', total, work(1)
  end if
end program
