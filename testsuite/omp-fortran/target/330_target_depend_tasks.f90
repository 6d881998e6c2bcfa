! `depend` on Fortran target constructs met on the host (OpenMP 5.0 §2.12.5 target tasks,
! §2.17.11): deferred host tasks write after delays, and `target` (plain `depend(in: …)` and
! through a depend object made by `!$omp depobj`), `target update` and `target enter/exit
! data` with dependences on what they write must see the writes. oxacc ran the constructs at
! once without waiting (the target task is undeferred, but its dependences still hold) and
! refused `depobj`.
! expect-exit: 0
! expect-stdout:
! | plain: 7
! | depobj: 8
! | update enter exit: 5 6 12
program target_depend_tasks
  use omp_lib
  implicit none
  integer(omp_depend_kind) :: oy
  integer :: x, y, r1, r2
  integer :: b(4), c(4)
  x = 0; y = 0; r1 = 0; r2 = 0; b = 0; c = 0
  !$omp parallel num_threads(4)
  !$omp single
  !$omp task depend(out: x) shared(x)
  call sleep_ms(30)
  x = 7
  !$omp end task
  !$omp target map(tofrom: r1) map(to: x) depend(in: x)
  r1 = x
  !$omp end target
  !$omp depobj(oy) depend(inout: y)
  !$omp task depend(depobj: oy) shared(y)
  call sleep_ms(30)
  y = 8
  !$omp end task
  !$omp target map(tofrom: r2) map(to: y) depend(depobj: oy)
  r2 = y
  !$omp end target
  !$omp depobj(oy) destroy
  !$omp target enter data map(alloc: b)
  !$omp task depend(out: b) shared(b)
  call sleep_ms(30)
  b(3) = 5
  !$omp end task
  !$omp target update to(b) depend(in: b)
  !$omp target map(alloc: b)
  b(4) = b(3) + 1
  !$omp end target
  !$omp target update from(b)
  !$omp target exit data map(delete: b)
  !$omp task depend(out: c) shared(c)
  call sleep_ms(30)
  c(2) = 6
  !$omp end task
  !$omp target enter data map(to: c) depend(in: c)
  !$omp target map(alloc: c)
  c(2) = c(2) * 2
  !$omp end target
  !$omp target exit data map(from: c) depend(inout: c)
  !$omp taskwait
  print '(a,i0)', 'plain: ', r1
  print '(a,i0)', 'depobj: ', r2
  print '(a,i0,1x,i0,1x,i0)', 'update enter exit: ', b(3), b(4), c(2)
  !$omp end single
  !$omp end parallel
contains
  subroutine sleep_ms(ms)
    integer, intent(in) :: ms
    double precision :: t
    t = omp_get_wtime()
    do while ((omp_get_wtime() - t) * 1000 < ms)
    end do
  end subroutine
end program
