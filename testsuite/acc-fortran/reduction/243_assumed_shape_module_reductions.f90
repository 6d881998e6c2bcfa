! reference: without -fopenacc
! Array reductions the way applications write them: a module's ALLOCATABLE histogram reduced
! in a module procedure with no data clause, and ASSUMED-SHAPE dummies `h(:)` and `c(:,:)`
! reduced in a subroutine called with a whole array, with a contiguous section and with a
! strided section `w(1:2*nb:2)` (the dummy's descriptor has a stride of two elements: the
! private copy must be reached by the dummy's own subscripts, and the elements between
! must be left alone). OpenACC 3.3 §2.5.15, §2.9.11.
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | module hist:   500   500   500   500   500   500   500   500
! | whole:   250   250   250   250   250   250   250   250
! | strided:   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1
! | section:    -1    -1   250   250   250   250   250   250   250   250    -1
! | maxima:   4000   3997   3998   3999   4000   3993   3998   3995
! | mismatches: 0
module stats
  implicit none
  integer, allocatable :: hist(:)
contains
  subroutine count_all(x, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer :: i, b
    !$acc parallel loop reduction(+:hist)
    do i = 1, n
      b = int(x(i) * size(hist)) + lbound(hist, 1)
      hist(b) = hist(b) + 1
    end do
  end subroutine
end module

module kernels_m
  implicit none
contains
  subroutine bin(h, n)
    integer, intent(inout) :: h(:)
    integer, intent(in) :: n
    integer :: i, b
    !$acc parallel loop reduction(+:h)
    do i = 1, n
      b = mod(i * 7, size(h)) + 1
      h(b) = h(b) + 1
    end do
  end subroutine

  subroutine colmax(c, n)
    integer, intent(inout) :: c(:, :)
    integer, intent(in) :: n
    integer :: i, j, r
    !$acc parallel loop reduction(max:c) private(j, r)
    do i = 1, n
      r = mod(i, size(c, 1)) + 1
      do j = 1, size(c, 2)
        c(r, j) = max(c(r, j), i - 4 * (j - 1) * mod(i, 2))
      end do
    end do
  end subroutine
end module

program assumed_shape_module_reductions
  use stats
  use kernels_m
  implicit none
  integer, parameter :: n = 4000, nb = 8
  real(8) :: x(n)
  integer :: w(2 * nb), v(nb), s(nb + 3), c(4, 2), i, bad
  do i = 1, n
    x(i) = mod(i * 13, n) / dble(n)
  end do
  allocate(hist(0:nb - 1))
  hist = 0
  call count_all(x, n)
  print '(a, 8i6)', 'module hist:', hist
  v = 0
  call bin(v, 2000)
  print '(a, 8i6)', 'whole:', v
  w = -1
  w(1:2 * nb:2) = 0
  call bin(w(1:2 * nb:2), 2000)
  print '(a, 8(i6, i3))', 'strided:', w
  s = -1
  s(3:nb + 2) = 0
  call bin(s(3:nb + 2), 2000)
  print '(a, 11i6)', 'section:', s
  c = -huge(1)
  call colmax(c, n)
  print '(a, 8i7)', 'maxima:', c
  bad = 0
  if (sum(hist) /= n) bad = bad + 1
  if (any(v /= 250)) bad = bad + 1
  print '(a, i2)', 'mismatches:', bad
end program
