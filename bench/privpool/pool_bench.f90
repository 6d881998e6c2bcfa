! Decision 80 (helper privpool): the Fortran side of pool_bench.c, from decision 73's timing
! program (helper fpriv's fpriv_time.f90). Each kernel: a cold launch, then 5 timed launches
! (best printed, ms) and a check against values computed on the host.
!  private   1e6 iterations of a combined loop with a private allocatable w(16) (thread stack)
!  gangpriv  4,000 gangs, a gang loop's private tmp(1000) shared by two vector loops
!  vecred    2,000 gang iterations, a vector loop's reduction(+:h) of 64 bins
!  few       num_gangs(16) over 256 gang iterations, private tmp(100000)
module pool_kernels
  implicit none
contains
  subroutine private_kernel(x, y, w)
    real, intent(in) :: x(:)
    real, intent(out) :: y(:)
    real, intent(inout) :: w(:)
    integer :: i, k
    !$acc parallel loop private(w) present(x, y)
    do i = 1, size(x)
      do k = 1, size(w)
        w(k) = x(i) * k
      end do
      y(i) = 0
      do k = 1, size(w)
        y(i) = y(i) + w(k) * w(size(w) + 1 - k)
      end do
    end do
  end subroutine

  subroutine gangpriv_kernel(a, tmp)
    real, intent(inout) :: a(:,:)
    real, intent(inout) :: tmp(:)
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang private(tmp) present(a)
    do j = 1, size(a, 2)
      !$acc loop vector
      do i = 1, n
        tmp(i) = a(i, j)
      end do
      !$acc loop vector
      do i = 1, n
        a(i, j) = tmp(n + 1 - i)
      end do
    end do
  end subroutine

  subroutine vecred_kernel(x, h)
    real, intent(in) :: x(:,:)
    real, intent(inout) :: h(:)
    integer :: i, j, nb
    nb = size(h)
    !$acc parallel loop gang reduction(+:h) present(x)
    do j = 1, size(x, 2)
      !$acc loop vector reduction(+:h)
      do i = 1, size(x, 1)
        h(mod(i + j, nb) + 1) = h(mod(i + j, nb) + 1) + x(i, j)
      end do
    end do
  end subroutine

  subroutine few_kernel(a, tmp)
    real, intent(inout) :: a(:,:)
    real, intent(inout) :: tmp(:)
    integer :: i, j, n
    n = size(a, 1)
    !$acc parallel loop gang num_gangs(16) private(tmp) present(a)
    do j = 1, size(a, 2)
      !$acc loop vector
      do i = 1, n
        tmp(i) = 2 * a(i, j)
      end do
      !$acc loop vector
      do i = 1, n
        a(i, j) = tmp(n + 1 - i) + tmp(i)
      end do
    end do
  end subroutine
end module

program pool_bench
  use pool_kernels
  implicit none
  integer, parameter :: n = 1000000, fr = 256, fn = 100000
  real, allocatable :: x(:), y(:), w(:), a(:,:), tmp(:), xs(:,:), h(:), f(:,:), ftmp(:)
  real(8) :: e, hexp(64)
  integer :: i, j, r, k, failures
  integer(8) :: t0, t1, rate
  real(8) :: cold(4), best(4), t
  logical :: ok(4)
  allocate(x(n), y(n), w(16), a(1000, 4000), tmp(1000), xs(1024, 2000), h(64))
  allocate(f(fn, fr), ftmp(fn))
  do i = 1, n
    x(i) = mod(i, 7) * 0.25
  end do
  do j = 1, 4000
    do i = 1, 1000
      a(i, j) = real(mod(i + 7 * j, 1013))
    end do
  end do
  do j = 1, fr
    do i = 1, fn
      f(i, j) = real(mod(i + j, 17))
    end do
  end do
  xs = 1
  best = huge(1d0)
  call system_clock(count_rate=rate)
  !$acc data copyin(x, xs) create(y) copy(a, f)
  do r = 0, 5
    call system_clock(t0)
    call private_kernel(x, y, w)
    call system_clock(t1)
    call keep(1)
    call system_clock(t0)
    call gangpriv_kernel(a, tmp)
    call system_clock(t1)
    call keep(2)
    h = 0
    call system_clock(t0)
    call vecred_kernel(xs, h)
    call system_clock(t1)
    call keep(3)
    call system_clock(t0)
    call few_kernel(f, ftmp)
    call system_clock(t1)
    call keep(4)
  end do
  !$acc update self(y, a, f)
  !$acc end data
  ! private: y(i) = x(i)^2 * sum k (17 - k), k = 1..16 = x(i)^2 * 816
  ok(1) = .true.
  do i = 1, n
    e = real(x(i), 8)**2 * 816
    if (abs(y(i) - e) > 1d-5 * max(e, 1d0)) ok(1) = .false.
  end do
  ! gangpriv: six reversals leave a as it was
  ok(2) = .true.
  do j = 1, 4000
    do i = 1, 1000
      if (a(i, j) /= real(mod(i + 7 * j, 1013))) ok(2) = .false.
    end do
  end do
  hexp = 0
  do j = 1, 2000
    do i = 1, 1024
      k = mod(i + j, 64) + 1
      hexp(k) = hexp(k) + 1
    end do
  end do
  ok(3) = all(abs(h - hexp) <= 1d-6 * hexp)
  ! few: after 6 launches f(i) = 4**5 * 2 * (f0(i) + f0(n+1-i))
  ok(4) = .true.
  do j = 1, fr
    do i = 1, fn
      e = 2048d0 * (mod(i + j, 17) + mod(fn + 1 - i + j, 17))
      if (abs(f(i, j) - e) > 1d-6 * e) ok(4) = .false.
    end do
  end do
  failures = 0
  call show('private ', 1)
  call show('gangpriv', 2)
  call show('vecred  ', 3)
  call show('few     ', 4)
  if (failures > 0) error stop 1
contains
  subroutine keep(c)
    integer, intent(in) :: c
    t = real(t1 - t0, 8) / rate * 1000
    if (r == 0) then
      cold(c) = t
    else
      best(c) = min(best(c), t)
    end if
  end subroutine

  subroutine show(name, c)
    character(*), intent(in) :: name
    integer, intent(in) :: c
    character(4) :: v
    v = 'FAIL'
    if (ok(c)) v = 'PASS'
    if (.not. ok(c)) failures = failures + 1
    print '(a,a,f10.3,a,f10.3,a,a)', name, '  cold ', cold(c), ' ms  best ', best(c), ' ms  ', v
  end subroutine
end program
