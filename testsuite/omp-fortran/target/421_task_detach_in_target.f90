! detach(event) on a task in a Fortran target region (OpenMP 5.0 §2.10.1, §3.5.1), fulfilled
! in the task's body, then a taskwait and a read of what the task wrote. On the device the
! task is included and completes when its body returns; `omp_fulfill_event` does nothing
! there (decision 105). Before: "'omp_fulfill_event' has no device version ... the target
! region runs only on the host".
! expect-exit: 0
! expect-stdout:
! | 5050 1
! | 10100
module detach_421_m
  use omp_lib
  implicit none
contains
  subroutine fill(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: i
    integer(omp_event_handle_kind) :: ev
    !$omp target map(tofrom: a)
    !$omp task detach(ev) shared(a)
    do i = 1, n
      a(i) = 2 * i
    end do
    call omp_fulfill_event(ev)
    !$omp end task
    !$omp taskwait
    !$omp end target
  end subroutine fill
end module detach_421_m

program detach_421
  use omp_lib
  use detach_421_m
  implicit none
  integer :: a(100), i, s, after
  integer(omp_event_handle_kind) :: ev
  s = 0; after = 0
  !$omp target map(from: a) map(tofrom: s, after) private(ev)
  !$omp task detach(ev) shared(a)
  do i = 1, 100
    a(i) = i
  end do
  call omp_fulfill_event(ev)
  !$omp end task
  !$omp taskwait
  s = sum(a)
  after = 1
  !$omp end target
  print '(i0,1x,i0)', s, after
  call fill(a, 100)
  print '(i0)', sum(a)
end program detach_421
