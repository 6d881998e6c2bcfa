! linear(list[: step]) on do, parallel do, do simd (OpenMP 4.5 §2.15.3.7): each iteration
! sees the variable at its value before the loop plus the iteration's logical number times
! the step, whichever thread runs it, and after the loop it has the value of the
! sequentially last iteration. The bodies advance it by the step, as application loops do
! (packing into a buffer, a running offset). The first loop is static with chunks: flang-22 loses
! the last value with schedule(dynamic), which oxacc gets right as well.
! expect-exit: 0
! expect-stdout:
! | parallel do: 7 2005 2005
! | a ok: T
! | orphan do down: 1000 2 3000
! | collapse: 1200 1200
! | c ok: T
! | do simd: 4100    4096.0
program linear_clause
  implicit none
  integer, parameter :: n = 1000
  integer :: i, j, k, m, p, stride
  integer :: a(n), b(2 * n), c(30, 40), packed(3 * n)
  integer :: off
  real(8) :: x(n)
  a = 0; b = 0; c = 0; packed = 0
  j = 5
!$omp parallel do linear(j: 2) schedule(static, 7)
  do i = 1, n
    j = j + 2
    a(i) = j
  end do
  print '(a,i0,1x,i0,1x,i0)', 'parallel do: ', a(1), a(n), j
  print '(a,l1)', 'a ok: ', all(a == [(5 + 2 * i, i = 1, n)])
  stride = 3
  p = 0
!$omp parallel
!$omp do linear(p: stride)
  do i = n, 1, -1
    packed(p + 1) = i
    packed(p + 2) = -i
    packed(p + 3) = 2 * i
    p = p + stride
  end do
!$omp end parallel
  print '(a,i0,1x,i0,1x,i0)', 'orphan do down: ', packed(1), packed(3 * n), p
  m = 0
!$omp parallel do collapse(2) linear(m)
  do k = 1, 40
    do i = 1, 30
      m = m + 1
      c(i, k) = m
    end do
  end do
  print '(a,i0,1x,i0)', 'collapse: ', m, c(30, 40)
  print '(a,l1)', 'c ok: ', all(reshape(c, [1200]) == [(i, i = 1, 1200)])
  off = 100
!$omp parallel do simd linear(off: 4)
  do i = 1, n
    x(i) = real(off, 8)
    off = off + 4
  end do
  print '(a,i0,f10.1)', 'do simd: ', off, x(n)
end program linear_clause
