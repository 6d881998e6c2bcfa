! detach(event) on task (OpenMP 5.0 §2.10.1) with omp_lib's omp_fulfill_event (§3.5.1): a
! detached task completes when its body has run and its event has been fulfilled, so a task
! depending on it waits for the task that fills the data (in a target region) and fulfils
! the event; an event may also be fulfilled before the task's body runs. Before, the clause
! was an error ("unknown clause 'detach' on 'task' directive"; OpenMP_VV 5.0
! test_task_detach).
! expect-exit: 0
! expect-stdout:
! | sum: 999000 body: 1 filled: 1
! | early: 5
program task_detach
  use omp_lib
  implicit none
  integer, parameter :: n = 1000
  integer :: data(n)
  integer(omp_event_handle_kind) :: ev, ev2
  integer :: body, body_seen, filled, filled_seen, x
  integer(8) :: total

  body = 0
  body_seen = -1
  filled = 0
  filled_seen = -1
  total = -1
  !$omp parallel num_threads(3)
  !$omp single
  !$omp task depend(out: data) detach(ev)
  body = 1
  !$omp end task
  !$omp task
  call fill_and_fulfil(ev, data, n, filled)
  !$omp end task
  !$omp task depend(in: data)
  total = sum(int(data, 8))
  body_seen = body
  !$omp atomic read
  filled_seen = filled
  !$omp end task
  !$omp end single
  !$omp end parallel
  print '(a, i0, a, i0, a, i0)', 'sum: ', total, ' body: ', body_seen, ' filled: ', filled_seen

  x = 0
  !$omp parallel num_threads(2)
  !$omp single
  !$omp task detach(ev2) shared(x)
  x = 5
  !$omp end task
  call omp_fulfill_event(ev2)
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print '(a, i0)', 'early: ', x

contains

  subroutine fill_and_fulfil(event, a, m, done)
    integer(omp_event_handle_kind), intent(in) :: event
    integer, intent(in) :: m
    integer, intent(out) :: a(m)
    integer, intent(inout) :: done
    integer :: i
    !$omp target map(from: a)
    do i = 1, m
      a(i) = 2 * (i - 1)
    end do
    !$omp end target
    !$omp atomic write
    done = 1
    call omp_fulfill_event(event)
  end subroutine fill_and_fulfil

end program task_detach
