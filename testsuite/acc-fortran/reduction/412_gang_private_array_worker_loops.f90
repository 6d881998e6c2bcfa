! A gang loop's private array that its inner `loop worker` loops write and then read in another
! order, each row's result reduced by a worker loop, in subroutines with dummies: an
! explicit-shape local (shared memory), an automatic array and an allocatable (run-time length:
! one gang block of the device heap, decision 73). The gang's threads share the copy, so the
! kernel runs on all of them, not one per gang (the remarks); every row must see its own copy.
! remark: 't' in the gang's shared memory on the GPU
! remark: 1 private copy of run-time length in one block per gang of the device heap on the GPU
! expect-from: flang-22 (gfortran 12 stops with an internal compiler error in expand_oacc_for at private(t) of the allocatable)
! expect-exit: 0
! expect-stdout:
! | pass 1 wrong 0 total 27955900
! | pass 2 wrong 0 total 27955900
! | pass 3 wrong 0 total 27955900
module rows
  implicit none
contains
  subroutine fixed(a, o, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(m, n)
    real(8), intent(out) :: o(n)
    real(8) :: t(256), s
    integer :: i, j
    !$acc parallel loop gang private(t)
    do i = 1, n
      !$acc loop worker
      do j = 1, m
        t(j) = a(j, i) * j
      end do
      s = 0
      !$acc loop worker reduction(+:s)
      do j = 1, m
        s = s + t(m + 1 - j) * mod(j, 3)
      end do
      o(i) = s
    end do
  end subroutine

  subroutine automatic(a, o, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(m, n)
    real(8), intent(out) :: o(n)
    real(8) :: t(m), s
    integer :: i, j
    !$acc parallel loop gang private(t)
    do i = 1, n
      !$acc loop worker
      do j = 1, m
        t(j) = a(j, i) * j
      end do
      s = 0
      !$acc loop worker reduction(+:s)
      do j = 1, m
        s = s + t(m + 1 - j) * mod(j, 3)
      end do
      o(i) = s
    end do
  end subroutine

  subroutine allocated(a, o, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(m, n)
    real(8), intent(out) :: o(n)
    real(8), allocatable :: t(:)
    real(8) :: s
    integer :: i, j
    allocate (t(m))
    !$acc parallel loop gang private(t)
    do i = 1, n
      !$acc loop worker
      do j = 1, m
        t(j) = a(j, i) * j
      end do
      s = 0
      !$acc loop worker reduction(+:s)
      do j = 1, m
        s = s + t(m + 1 - j) * mod(j, 3)
      end do
      o(i) = s
    end do
  end subroutine
end module

program main
  use rows
  implicit none
  integer, parameter :: n = 700, m = 200
  real(8) :: a(m, n), o(n), e
  integer :: i, j, pass, wrong
  do i = 1, n
    do j = 1, m
      a(j, i) = mod(((i - 1) * m + j - 1) * 7, 5)
    end do
  end do
  do pass = 1, 3
    o = -1
    if (pass == 1) call fixed(a, o, n, m)
    if (pass == 2) call automatic(a, o, n, m)
    if (pass == 3) call allocated(a, o, n, m)
    wrong = 0
    do i = 1, n
      e = 0
      do j = 1, m
        e = e + a(m + 1 - j, i) * (m + 1 - j) * mod(j, 3)
      end do
      if (o(i) /= e) wrong = wrong + 1
    end do
    print '(a, i0, a, i0, a, i0)', 'pass ', pass, ' wrong ', wrong, ' total ', nint(sum(o))
  end do
end program
