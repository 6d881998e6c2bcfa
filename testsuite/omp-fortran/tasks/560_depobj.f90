! The Fortran `!$omp depobj` directive (OpenMP 5.0 §2.17.10.1) and `depend(depobj: o)` on
! tasks (§2.17.11): an object made `inout` on a variable chains two tasks in order; an object
! on an array section passed to a subroutine orders a writer and a doubler; `update(in)`
! makes two readers wait for a writer through another object; `destroy` frees them. Delays
! make a missing dependence show as a wrong value. oxacc said "'depobj' is not supported yet
! in Fortran".
! expect-exit: 0
! expect-stdout:
! | x trace: 3 123
! | a: 2 4 6 8
! | readers: 20 20
program depobj_tasks
  use omp_lib
  implicit none
  integer(omp_depend_kind) :: ox, oy
  integer :: x, trace, r1, r2
  integer :: a(4)
  x = 0; trace = 0; r1 = 0; r2 = 0; a = 0
  !$omp parallel num_threads(4)
  !$omp single
  !$omp depobj(ox) depend(inout: x)
  !$omp task depend(depobj: ox) shared(x, trace)
  call sleep_ms(30)
  x = 1
  trace = trace * 10 + 1
  !$omp end task
  !$omp task depend(depobj: ox) shared(x, trace)
  call sleep_ms(10)
  x = 2
  trace = trace * 10 + 2
  !$omp end task
  !$omp task depend(inout: x) shared(x, trace)
  x = 3
  trace = trace * 10 + 3
  !$omp end task
  !$omp taskwait
  print '(a,i0,1x,i0)', 'x trace: ', x, trace
  call pipeline(a, 4)
  print '(a,4(i0,:,1x))', 'a: ', a
  !$omp depobj(oy) depend(out: a(2))
  !$omp task depend(depobj: oy) shared(a)
  call sleep_ms(20)
  a(2) = 20
  !$omp end task
  !$omp depobj(oy) update(in)
  !$omp task depend(depobj: oy) shared(a, r1)
  r1 = a(2)
  !$omp end task
  !$omp task depend(depobj: oy, ox) shared(a, r2)
  r2 = a(2)
  !$omp end task
  !$omp taskwait
  print '(a,i0,1x,i0)', 'readers: ', r1, r2
  !$omp depobj(ox) destroy
  !$omp depobj(oy) destroy
  !$omp end single
  !$omp end parallel
contains
  subroutine pipeline(v, n)
    integer, intent(in) :: n
    integer, intent(inout) :: v(n)
    integer(omp_depend_kind) :: sec
    integer :: i
    !$omp depobj(sec) depend(inout: v(1:n))
    !$omp task depend(depobj: sec) shared(v)
    call sleep_ms(20)
    do i = 1, n
      v(i) = i
    end do
    !$omp end task
    !$omp task depend(depobj: sec) shared(v)
    v = v * 2
    !$omp end task
    !$omp taskwait
    !$omp depobj(sec) destroy
  end subroutine
  subroutine sleep_ms(ms)
    integer, intent(in) :: ms
    double precision :: t
    t = omp_get_wtime()
    do while ((omp_get_wtime() - t) * 1000 < ms)
    end do
  end subroutine
end program
