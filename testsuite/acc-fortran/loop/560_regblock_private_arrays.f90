! Thread-private memory in loops the GPU's tiled walk runs two rows per thread (decision 100's
! default, OXACC_REGBLOCK=2), as a stencil code writes them: a private array filled before an
! inner loop and read in it is one array per thread, not per iteration, so the rows' bodies
! must not run jammed (acc-fortran/loop/451's `flux` computed 8224 wrong points on the GPU
! when they did). A gang loop over a vector loop with `private(st)` on assumed-shape dummies,
! the same with an automatic array (its size a dummy argument), a collapse(2) nest with a
! private derived-type scalar, and one with a private scalar (jammed: a slot per row) for
! contrast. Entries are multiples of 1/8: exact in any order.
! expect-exit: 0
! expect-stdout:
! | array:   67462.500000 bad 0
! | automatic:   67462.500000 bad 0
! | type: 9372790.000000 bad 0
! | scalar:   22487.500000 bad 0
module stencils
  implicit none
  type :: trip
    real(8) :: lo, mid, hi
  end type
contains
  subroutine flux(a, b)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: b(:, :)
    real(8) :: st(3)
    integer :: i, k, l
    !$acc parallel loop gang copyin(a) copyout(b)
    do k = 1, size(a, 2)
      !$acc loop vector private(st)
      do i = 1, size(a, 1)
        st(1) = a(i, k)
        st(2) = 2 * a(i, k) + mod(k, 3)
        st(3) = a(i, k) + 1
        b(i, k) = 0
        do l = 1, 3
          b(i, k) = b(i, k) + (l - 2) * st(l) + merge(st(l), 0.0d0, l == 2)
        end do
        b(i, k) = b(i, k) + st(3)
      end do
    end do
  end subroutine

  subroutine flux_auto(a, b, n)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: b(:, :)
    integer, intent(in) :: n
    real(8) :: st(n)
    integer :: i, k, l
    !$acc parallel loop gang copyin(a) copyout(b)
    do k = 1, size(a, 2)
      !$acc loop vector private(st)
      do i = 1, size(a, 1)
        st(1) = a(i, k)
        st(2) = 2 * a(i, k) + mod(k, 3)
        st(3) = a(i, k) + 1
        b(i, k) = 0
        do l = 1, 3
          b(i, k) = b(i, k) + (l - 2) * st(l) + merge(st(l), 0.0d0, l == 2)
        end do
        b(i, k) = b(i, k) + st(3)
      end do
    end do
  end subroutine

  subroutine spread(a, b)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: b(:, :)
    type(trip) :: t
    real(8) :: s
    integer :: i, k, l
    !$acc parallel loop collapse(2) private(t, s) copyin(a) copyout(b)
    do k = 1, size(a, 2)
      do i = 1, size(a, 1)
        t%lo = a(i, k)
        t%mid = 2 * t%lo
        t%hi = t%lo + i
        s = 0
        do l = 0, 3
          s = s + t%lo + t%mid * l + t%hi
        end do
        b(i, k) = s
      end do
    end do
  end subroutine

  subroutine scaled(a, b)
    real(8), intent(in) :: a(:, :)
    real(8), intent(out) :: b(:, :)
    real(8) :: c, s
    integer :: i, k, l
    !$acc parallel loop collapse(2) private(c, s) copyin(a) copyout(b)
    do k = 1, size(a, 2)
      do i = 1, size(a, 1)
        c = a(i, k) + 0.25d0
        s = 0
        do l = 0, 2
          s = s + c * l
        end do
        b(i, k) = s - a(i, k)
      end do
    end do
  end subroutine
end module

program regblock_private_arrays
  use stencils
  implicit none
  integer, parameter :: n1 = 257, n2 = 70
  real(8), allocatable :: a(:, :), b(:, :), w(:, :)
  real(8) :: st(3), lo
  integer :: i, k, l, bad
  allocate (a(n1, n2), b(n1, n2), w(n1, n2))
  do k = 1, n2
    do i = 1, n1
      a(i, k) = mod(i * 3 + k, 5) * 0.125d0
    end do
  end do
  bad = 0
  call flux(a, b)
  do k = 1, n2
    do i = 1, n1
      st = [a(i, k), 2 * a(i, k) + mod(k, 3), a(i, k) + 1]
      w(i, k) = 0
      do l = 1, 3
        w(i, k) = w(i, k) + (l - 2) * st(l) + merge(st(l), 0.0d0, l == 2)
      end do
      w(i, k) = w(i, k) + st(3)
    end do
  end do
  call report('array', b, w, bad)
  b = 0
  call flux_auto(a, b, 3)
  call report('automatic', b, w, bad)
  call spread(a, b)
  do k = 1, n2
    do i = 1, n1
      lo = a(i, k)
      w(i, k) = 0
      do l = 0, 3
        w(i, k) = w(i, k) + lo + 2 * lo * l + (lo + i)
      end do
    end do
  end do
  call report('type', b, w, bad)
  call scaled(a, b)
  do k = 1, n2
    do i = 1, n1
      w(i, k) = (a(i, k) + 0.25d0) * 3 - a(i, k)
    end do
  end do
  call report('scalar', b, w, bad)
  if (bad /= 0) stop 1
contains
  subroutine report(what, b, w, bad)
    character(*), intent(in) :: what
    real(8), intent(in) :: b(:, :), w(:, :)
    integer, intent(inout) :: bad
    write (*, '(a, a, f14.6, a, i0)') what, ': ', sum(b), ' bad ', count(b /= w)
    bad = bad + count(b /= w)
  end subroutine
end program
