! `declare target` module variables and common blocks have a device copy of their own (OpenMP
! 4.5 §2.10.6): it starts with the variable's initial value, only `target update` moves values
! between the copies, and the `declare target` procedures a region calls use the copy of the
! device they run on. oxacc's host back end with separate memory (OXACC_HOST_MEMORY=discrete)
! read the host copy in its kernels and procedures, so host writes showed through without
! `target update` (a GPU does not see them). The program finds out whether the device shares
! the host's memory (a region's store to a `map(to:)` variable reaches the host) and checks
! what holds in each case.
! expect-exit: 0
! expect-stdout:
! | initial copy: ok
! | after update to: 675 13
! | routine writes: ok
! | after update from: 14 1755
! | common block: ok
! | hits after update: 7
module weights
  implicit none
  integer :: counter = 1
  real(8) :: table(8) = [1d0, 2d0, 3d0, 4d0, 5d0, 6d0, 7d0, 8d0]
  integer :: scratch(8)
  !$omp declare target(counter, table, scratch)
contains
  real(8) function weight(i)
    !$omp declare target
    integer, intent(in) :: i
    weight = table(i) * counter
  end function

  subroutine bump(k)
    !$omp declare target
    integer, intent(in) :: k
    counter = counter + k
  end subroutine

  integer function scratch_sum()
    !$omp declare target
    scratch_sum = sum(scratch)
  end function

  subroutine fill_scratch(n)
    integer, intent(in) :: n
    integer :: i
    !$omp target teams distribute parallel do
    do i = 1, n
      scratch(i) = int(weight(i))
    end do
  end subroutine

  logical function shares_memory()
    integer :: probe
    probe = 1
    !$omp target map(to: probe)
    probe = 2
    !$omp end target
    shares_memory = probe == 2
  end function
end module

subroutine count_hit(k)
  implicit none
  !$omp declare target
  integer, intent(in) :: k
  integer :: hits
  common /tally/ hits
  !$omp declare target(/tally/)
  hits = hits + k
end subroutine

program declare_target_globals_device_copy
  use weights
  implicit none
  interface
    subroutine count_hit(k)
      !$omp declare target
      integer, intent(in) :: k
    end subroutine
  end interface
  integer :: hits
  common /tally/ hits
  !$omp declare target(/tally/)
  logical :: shared, ok
  real(8) :: w1, s
  integer :: c, after, total, host_total, seen, i

  shared = shares_memory()
  ! Host writes without `target update`: a separate device copy keeps the initial values.
  counter = 5
  table(1) = 100
  !$omp target map(from: w1, c)
  w1 = weight(1)
  c = counter
  !$omp end target
  if (shared) then
    ok = w1 == 500 .and. c == 5
  else
    ok = w1 == 1 .and. c == 1
  end if
  print '(a, a)', 'initial copy: ', trim(merge('ok   ', 'WRONG', ok))

  !$omp target update to(counter, table)
  s = 0
  !$omp target map(tofrom: s)
  do i = 1, 8
    s = s + weight(i)
  end do
  call bump(8)
  !$omp end target
  !$omp target map(from: after)
  after = counter
  !$omp end target
  print '(a, i0, 1x, i0)', 'after update to: ', nint(s), after

  scratch = 0
  !$omp target update to(scratch)
  call fill_scratch(8)
  !$omp target map(from: total)
  call bump(1)
  total = scratch_sum()
  !$omp end target
  host_total = sum(scratch)
  ! The host's copies of scratch and of the counter are as the host left them until
  ! `target update from`.
  if (shared) then
    ok = host_total == total .and. counter == 14
  else
    ok = host_total == 0 .and. counter == 5
  end if
  print '(a, a)', 'routine writes: ', trim(merge('ok   ', 'WRONG', ok))
  !$omp target update from(counter, scratch)
  print '(a, i0, 1x, i0)', 'after update from: ', counter, sum(scratch)

  ! A common block without initial values: the device copy starts at zero.
  hits = 5
  !$omp target map(from: seen)
  call count_hit(2)
  seen = hits
  !$omp end target
  if (shared) then
    ok = seen == 7 .and. hits == 7
  else
    ok = seen == 2 .and. hits == 5
  end if
  print '(a, a)', 'common block: ', trim(merge('ok   ', 'WRONG', ok))
  hits = 5
  !$omp target update to(hits)
  !$omp target
  call count_hit(2)
  !$omp end target
  !$omp target update from(hits)
  print '(a, i0)', 'hits after update: ', hits
end program
