! App: the STREAM kernels (copy, scale, add, triad) as procedures taking assumed-shape
! arrays, each a `kernels` region with a plain DO loop and no data clause (§2.5.3, §2.6.2:
! the compiler parallelizes the loops and copies the arrays), called in a timed loop
! (system_clock), the result checked against the closed form of the iteration.
! remark: kernels: loop at 21:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 32:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 43:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 54:5 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | a, b, c =        50625.00        10125.00        13500.00
! | Solution Validates
module stream_m
  implicit none
contains
  subroutine st_copy(a, c)
    real(8), intent(in) :: a(:)
    real(8), intent(out) :: c(:)
    integer :: j
    !$acc kernels
    do j = 1, size(a)
      c(j) = a(j)
    end do
    !$acc end kernels
  end subroutine st_copy

  subroutine st_scale(b, c, q)
    real(8), intent(out) :: b(:)
    real(8), intent(in) :: c(:), q
    integer :: j
    !$acc kernels
    do j = 1, size(b)
      b(j) = q * c(j)
    end do
    !$acc end kernels
  end subroutine st_scale

  subroutine st_add(a, b, c)
    real(8), intent(in) :: a(:), b(:)
    real(8), intent(out) :: c(:)
    integer :: j
    !$acc kernels
    do j = 1, size(c)
      c(j) = a(j) + b(j)
    end do
    !$acc end kernels
  end subroutine st_add

  subroutine st_triad(a, b, c, q)
    real(8), intent(out) :: a(:)
    real(8), intent(in) :: b(:), c(:), q
    integer :: j
    !$acc kernels
    do j = 1, size(a)
      a(j) = b(j) + q * c(j)
    end do
    !$acc end kernels
  end subroutine st_triad
end module stream_m

program stream_assumed_shape
  use stream_m
  implicit none
  integer, parameter :: n = 20000, ntimes = 4
  real(8), allocatable :: a(:), b(:), c(:)
  real(8) :: aj, bj, cj, q, err
  integer :: k, t0, t1, rate
  allocate(a(n), b(n), c(n))
  a = 1
  b = 2
  c = 0
  q = 3
  call system_clock(t0, rate)
  do k = 1, ntimes
    call st_copy(a, c)
    call st_scale(b, c, q)
    call st_add(a, b, c)
    call st_triad(a, b, c, q)
  end do
  call system_clock(t1)
  if (t1 < t0) print '(a)', 'clock went backwards'
  aj = 1
  bj = 2
  cj = 0
  do k = 1, ntimes
    cj = aj
    bj = q * cj
    cj = aj + bj
    aj = bj + q * cj
  end do
  err = max(maxval(abs(a - aj)), maxval(abs(b - bj)), maxval(abs(c - cj)))
  print '(a, 3f16.2)', 'a, b, c =', a(n), b(1), c(n / 2)
  if (err == 0) then
    print '(a)', 'Solution Validates'
  else
    print '(a, es12.4)', 'FAIL, error', err
  end if
end program stream_assumed_shape
