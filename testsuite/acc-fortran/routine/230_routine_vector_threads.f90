! Vector routines (module procedures) called from `parallel loop gang` (OpenACC 3.3 §2.15.1):
! on the GPU every thread of the gang calls the routine's cooperative version and the threads
! share its `loop vector` loops (docs/gpu.md "Routines with loops of their own", decision
! 51). A reduction returned through an intent(out) dummy (the caller's gang-private variable
! goes to shared memory), a function result, a local array written by one vector loop and
! read by the next, calls from a seq loop at gang level, and from a worker loop (the threads
! of each worker call the worker version: routine/333).
! expect-exit: 0
! expect-stdout:
! | rownorm: wrong 0
! | rowmax: wrong 0
! | reverse: wrong 0
! | seq loop: wrong 0
! | worker loop: wrong 0
module vrt_m
  implicit none
contains
  subroutine rownorm(x, n, res)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: res
    real(8) :: s
    integer :: i
    s = 0
    !$acc loop vector reduction(+:s)
    do i = 1, n
      s = s + x(i) * x(i)
    end do
    res = s + 1
  end subroutine rownorm

  real(8) function rowmax(x, n)
    !$acc routine vector
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8) :: m
    integer :: i
    m = -huge(m)
    !$acc loop vector reduction(max:m)
    do i = 1, n
      m = max(m, x(i))
    end do
    rowmax = m
  end function rowmax

  subroutine reverse64(x, y)
    !$acc routine vector
    real(8), intent(in) :: x(64)
    real(8), intent(out) :: y(64)
    real(8) :: buf(64)
    integer :: i
    !$acc loop vector
    do i = 1, 64
      buf(i) = 2 * x(i)
    end do
    !$acc loop vector
    do i = 1, 64
      y(i) = buf(65 - i)
    end do
  end subroutine reverse64
end module vrt_m

program routine_vector_threads
  use vrt_m
  implicit none
  integer, parameter :: n = 700, m = 60
  real(8) :: a(n, m), r1(m), r2(m), r3(64, m), r4(4, m), r5(8, m), t, s
  integer :: i, j, k, wrong
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 23) - 11
    end do
  end do

  !$acc parallel loop gang copyin(a) copyout(r1) private(t)
  do j = 1, m
    call rownorm(a(1, j), n, t)
    r1(j) = t
  end do
  wrong = 0
  do j = 1, m
    if (r1(j) /= sum(a(:, j)**2) + 1) wrong = wrong + 1
  end do
  print '(a, i0)', 'rownorm: wrong ', wrong

  !$acc parallel loop gang copyin(a) copyout(r2)
  do j = 1, m
    r2(j) = rowmax(a(1, j), n)
  end do
  wrong = 0
  do j = 1, m
    if (r2(j) /= maxval(a(:, j))) wrong = wrong + 1
  end do
  print '(a, i0)', 'rowmax: wrong ', wrong

  !$acc parallel loop gang copyin(a) copyout(r3)
  do j = 1, m
    call reverse64(a(1, j), r3(1, j))
  end do
  wrong = 0
  do j = 1, m
    do i = 1, 64
      if (r3(i, j) /= 2 * a(65 - i, j)) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'reverse: wrong ', wrong

  !$acc parallel loop gang copyin(a) copyout(r4)
  do j = 1, m
    !$acc loop seq
    do k = 1, 4
      r4(k, j) = rowmax(a(k, j), n - 4)
    end do
  end do
  wrong = 0
  do j = 1, m
    do k = 1, 4
      if (r4(k, j) /= maxval(a(k:k + n - 5, j))) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'seq loop: wrong ', wrong

  !$acc parallel loop gang copyin(a) copyout(r5)
  do j = 1, m
    !$acc loop worker
    do k = 1, 8
      r5(k, j) = rowmax(a(k, j), n - 8)
    end do
  end do
  wrong = 0
  do j = 1, m
    do k = 1, 8
      if (r5(k, j) /= maxval(a(k:k + n - 9, j))) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'worker loop: wrong ', wrong

end program routine_vector_threads
