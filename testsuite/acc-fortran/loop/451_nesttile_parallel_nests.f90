! `parallel loop gang` around `loop vector` in Fortran (decision 87), miniWeather's and POT3D's
! shape: assumed-shape dummies, a private array of the inner loop, the same `+` and `max`
! reductions on both loops (OpenACC 3.3 §2.9.11), a non-unit step, loops without level
! clauses. The rectangular nests run as one collapse(2) loop (the remarks); a `worker` inner
! loop and per-row sums (a statement between the loops) keep their two loops.
! remark: loop at 88:5 and its inner loop at 90:7 run as one collapse(2) loop
! remark: loop at 110:5 and its inner loop at 112:7 run as one collapse(2) loop
! remark: loop at 124:5 and its inner loop at 126:7 run as one collapse(2) loop
! remark: loop at 136:5 and its inner loop at 138:7 run as one collapse(2) loop
! expect-exit: 0
! expect-stdout:
! | flux:   71960.000000 bad 0
! | sums:   35980.000000 max   8.000000
! | step3:   12040.000000 bad 0
! | plain:   62790.000000 bad 0
! | worker:   35980.000000 bad 0
! | rows:   35980.000000
program nesttile_parallel_nests
  implicit none
  integer, parameter :: nx = 257, nz = 70
  real(8), allocatable :: a(:, :), b(:, :), w(:, :)
  real(8) :: s, m, r(nz)
  integer :: i, k, bad
  allocate (a(nx, nz), b(nx, nz), w(nx, nz))
  do k = 1, nz
    do i = 1, nx
      a(i, k) = mod(i * 3 + k, 5)
    end do
  end do
  bad = 0
  !$acc data copyin(a) create(b)
  call flux(a, b)
  !$acc update self(b)
  do k = 1, nz
    do i = 1, nx
      w(i, k) = a(i, k) + 2 * a(min(i + 1, nx), k) - a(max(i - 1, 1), k)
    end do
  end do
  call report('flux', b, w, bad)
  call sums(a, s, m)
  write (*, '(a, f14.6, a, f10.6)') 'sums: ', s, ' max ', m
  if (s /= sum(a) .or. m /= 8.0d0) bad = bad + 1
  b = 0.0d0
  !$acc update device(b)
  call step3(a, b)
  !$acc update self(b)
  w = 0.0d0
  do k = 1, nz
    do i = 1, nx, 3
      w(i, k) = a(i, k)
    end do
  end do
  call report('step3', b, w, bad)
  call plain(b)
  !$acc update self(b)
  do k = 1, nz
    do i = 1, nx
      w(i, k) = mod(i, 8)
    end do
  end do
  call report('plain', b, w, bad)
  call worker_copy(a, b)
  !$acc update self(b)
  call report('worker', b, a, bad)
  call row_sums(a, r)
  write (*, '(a, f14.6)') 'rows: ', sum(r)
  do k = 1, nz
    if (r(k) /= sum(a(:, k))) bad = bad + 1
  end do
  !$acc end data
  if (bad /= 0) stop 1
contains
  subroutine report(what, b, w, bad)
    character(*), intent(in) :: what
    real(8), intent(in) :: b(:, :), w(:, :)
    integer, intent(inout) :: bad
    write (*, '(a, a, f14.6, a, i0)') what, ': ', sum(b), ' bad ', count(b /= w)
    bad = bad + count(b /= w)
  end subroutine

  subroutine flux(a, b)
    real(8), intent(in) :: a(:, :)
    real(8), intent(inout) :: b(:, :)
    real(8) :: st(3)
    integer :: i, k, l, n1, n2
    n1 = size(a, 1)
    n2 = size(a, 2)
    !$acc parallel loop gang present(a, b)
    do k = 1, n2
      !$acc loop vector private(st)
      do i = 1, n1
        st(1) = a(max(i - 1, 1), k)
        st(2) = a(i, k)
        st(3) = a(min(i + 1, n1), k)
        b(i, k) = 0.0d0
        do l = 1, 3
          b(i, k) = b(i, k) + (l - 2) * st(l) + merge(st(l), 0.0d0, l == 2)
        end do
        b(i, k) = b(i, k) + st(3)
      end do
    end do
  end subroutine

  subroutine sums(a, s, m)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: s, m
    integer :: i, k
    s = 0.0d0
    m = -1.0d0
    !$acc parallel loop gang reduction(+:s) reduction(max:m) present(a)
    do k = 1, size(a, 2)
      !$acc loop vector reduction(+:s) reduction(max:m)
      do i = 1, size(a, 1)
        s = s + a(i, k)
        m = max(m, a(i, k) + mod(k, 5))
      end do
    end do
  end subroutine

  subroutine step3(a, b)
    real(8), intent(in) :: a(:, :)
    real(8), intent(inout) :: b(:, :)
    integer :: i, k
    !$acc parallel loop gang present(a, b)
    do k = 1, size(a, 2)
      !$acc loop vector
      do i = 1, size(a, 1), 3
        b(i, k) = a(i, k)
      end do
    end do
  end subroutine

  subroutine plain(b)
    real(8), intent(inout) :: b(:, :)
    integer :: i, k
    !$acc parallel loop present(b)
    do k = 1, size(b, 2)
      !$acc loop
      do i = 1, size(b, 1)
        b(i, k) = mod(i, 8)
      end do
    end do
  end subroutine

  subroutine worker_copy(a, b)
    real(8), intent(in) :: a(:, :)
    real(8), intent(inout) :: b(:, :)
    integer :: i, k
    !$acc parallel loop gang present(a, b)
    do k = 1, size(a, 2)
      !$acc loop worker
      do i = 1, size(a, 1)
        b(i, k) = a(i, k)
      end do
    end do
  end subroutine

  subroutine row_sums(a, r)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: r(:)
    real(8) :: t
    integer :: i, k
    !$acc parallel loop gang private(t) present(a) copyout(r)
    do k = 1, size(a, 2)
      t = 0.0d0
      !$acc loop vector reduction(+:t)
      do i = 1, size(a, 1)
        t = t + a(i, k)
      end do
      r(k) = t
    end do
  end subroutine
end program
