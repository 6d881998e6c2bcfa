! lastprivate (OpenMP 4.5 §2.15.3.5): the value of the sequentially last iteration, for a
! scalar and for the DO variable itself (which ends one step past the bound).
! expect-exit: 0
! expect-stdout:
! | last=300 x=  50.0
! | i after the loop: 106
program lastprivate
  implicit none
  integer :: i, last, n
  real(8) :: x
  n = 100
!$omp parallel do lastprivate(last, x)
  do i = 1, n
    last = i * 3
    x = 0.5d0 * i
  end do
  print '(a,i0,a,f6.1)', 'last=', last, ' x=', x
!$omp parallel do lastprivate(i)
  do i = 1, n, 7
  end do
  print '(a,i0)', 'i after the loop: ', i
end program
