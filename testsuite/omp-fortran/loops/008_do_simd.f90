! simd and do simd (OpenMP 4.5 §2.8): hints; the loops compute what they say.
! expect-exit: 0
! expect-stdout:
! | s =   16448.00
program do_simd
  implicit none
  integer, parameter :: n = 256
  real :: a(n), b(n)
  integer :: i
  real(8) :: s
!$omp simd
  do i = 1, n
    a(i) = i * 0.25
  end do
  s = 0
!$omp parallel do simd reduction(+:s)
  do i = 1, n
    b(i) = a(i) * 2
    s = s + b(i)
  end do
  print '(a,f10.2)', 's = ', s
end program
