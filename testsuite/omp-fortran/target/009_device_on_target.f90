! device(n) on target constructs with a body (OpenMP 4.5 §2.10.4): a combined target teams
! distribute parallel do, a target around teams, and a target region run by one thread, each on
! the device named by an expression (the default device, or the initial device: the host),
! called from a procedure that takes the device number, as applications choose their GPU.
! expect-exit: 0
! expect-stdout:
! | default device:   sum     10200.0 serial   100
! | initial device:   sum     10200.0 serial   100
! | team sums:      5050
program device_on_target
  use omp_lib
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n)
  integer :: dev
  integer(8) :: total
  dev = omp_get_default_device()
  call run(dev, 'default device: ')
  call run(omp_get_initial_device(), 'initial device: ')
  total = 0
!$omp target map(tofrom: total) device(dev)
!$omp teams num_teams(1) reduction(+: total)
  total = total + n * (n + 1) / 2
!$omp end teams
!$omp end target
  print '(a,i10)', 'team sums:', total
contains
  subroutine run(d, label)
    integer, intent(in) :: d
    character(*), intent(in) :: label
    integer :: i, cnt
    real(8) :: s
    do i = 1, n
      a(i) = i
    end do
!$omp target teams distribute parallel do map(tofrom: a) device(d)
    do i = 1, n
      a(i) = 2 * a(i) + 1
    end do
    s = sum(a)
    cnt = 0
!$omp target map(tofrom: cnt) map(to: a) device(d + 0)
    do i = 1, n
      if (a(i) > 2) cnt = cnt + 1
    end do
!$omp end target
    print '(a,a,f12.1,a,i6)', label, '  sum', s, ' serial', cnt
  end subroutine run
end program device_on_target
