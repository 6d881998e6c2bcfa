! collapse(2) and collapse(3) (OpenMP 4.5 §2.7.1): the iteration space of the nest is
! divided among the threads; non-unit lower bounds and a negative step.
! expect-exit: 0
! expect-stdout:
! | a: 152100
! | b: 45900
! | corners:    301   654
program collapse
  implicit none
  integer :: a(3:12, 20), b(4, 5, 6), i, j, k
!$omp parallel do collapse(2)
  do j = 1, 20
    do i = 3, 12
      a(i, j) = i * 100 + j
    end do
  end do
!$omp parallel do collapse(3) schedule(static, 2)
  do k = 6, 1, -1
    do j = 1, 5
      do i = 1, 4
        b(i, j, k) = i + 10 * j + 100 * k
      end do
    end do
  end do
  print '(a,i0)', 'a: ', sum(a)
  print '(a,i0)', 'b: ', sum(b)
  print '(a,2i6)', 'corners: ', a(3, 1), b(4, 5, 6)
end program
