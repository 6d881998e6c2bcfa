! atomic update, read, write and capture in their Fortran forms (OpenMP 4.5 §2.13.6):
! x = x op expr, x = expr op x, x = intrinsic(x, expr), and capture pairs.
! expect-exit: 0
! expect-stdout:
! | cnt s mx big: 200  100.0 100 20100
! | tickets distinct: T
! | flag: -5
program atomic_forms
  implicit none
  integer :: cnt, mx, i, v, ticket(200), flag
  real(8) :: s
  integer(8) :: big
  cnt = 0; mx = 0; s = 0; big = 0; flag = 0
!$omp parallel do private(v)
  do i = 1, 200
!$omp atomic
    cnt = cnt + 1
!$omp atomic update
    s = 0.5d0 + s
!$omp atomic
    mx = max(mx, mod(i * 17, 101))
!$omp atomic
    big = big + int(i, 8)
!$omp atomic capture
    v = flag
    flag = flag + 1
!$omp end atomic
    ticket(i) = v
  end do
  print '(a,i0,1x,f6.1,1x,i0,1x,i0)', 'cnt s mx big: ', cnt, s, mx, big
  print '(a,l1)', 'tickets distinct: ', all(ticket >= 0) .and. sum(ticket) == 199 * 200 / 2
!$omp parallel
!$omp atomic write
  flag = -5
!$omp atomic read
  v = flag
!$omp end parallel
  print '(a,i0)', 'flag: ', flag
end program
