! Intrinsics: system_clock, cpu_time and date_and_time whose values vary from run to run, so
! only their properties are printed (rates positive, time moving forward, field ranges).
! expect-exit: 0
! expect-stdout:
! | rate positive: T
! | clock forward: T
! | cpu time forward: T
! | work done: T
! | year plausible: T
! | month in 1..12: T
! | hour in 0..23: T
! | date digits: T
! | time has a dot: T
program clocks
  use iso_fortran_env, only: int64
  implicit none
  integer(int64) :: c0, c1, rate, cmax
  real(8) :: t0, t1, s
  integer :: values(8), i
  character(len=8) :: date
  character(len=10) :: time
  character(len=5) :: zone
  call system_clock(c0, rate, cmax)
  call cpu_time(t0)
  s = 0
  do i = 1, 2000000
    s = s + sqrt(real(i, 8))
  end do
  call system_clock(c1)
  call cpu_time(t1)
  write(*, '(a,l2)') 'rate positive:', rate > 0
  write(*, '(a,l2)') 'clock forward:', c1 >= c0
  write(*, '(a,l2)') 'cpu time forward:', t1 >= t0
  write(*, '(a,l2)') 'work done:', s > 1.0d9
  call date_and_time(date, time, zone, values)
  write(*, '(a,l2)') 'year plausible:', values(1) >= 2020
  write(*, '(a,l2)') 'month in 1..12:', values(2) >= 1 .and. values(2) <= 12
  write(*, '(a,l2)') 'hour in 0..23:', values(5) >= 0 .and. values(5) <= 23
  write(*, '(a,l2)') 'date digits:', verify(date, '0123456789') == 0
  write(*, '(a,l2)') 'time has a dot:', time(7:7) == '.'
end program clocks
