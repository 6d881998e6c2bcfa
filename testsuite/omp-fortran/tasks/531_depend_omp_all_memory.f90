! `depend(out: omp_all_memory)` and `depend(inout: omp_all_memory)` (OpenMP 5.1 §2.19.11) on
! Fortran tasks: the all-memory task waits for every earlier sibling task with dependences
! and every later one waits for it, whatever storage they name. Tasks write distinct
! variables after delays; the all-memory task sums and resets them. oxacc refused
! `omp_all_memory` (an undeclared variable).
! expect-from: hand (gfortran 12 and flang-22 do not know omp_all_memory; the values follow
! from the dependences alone, whatever the timing)
! expect-exit: 0
! expect-stdout:
! | before after: 10 20
! | x y: 101 102
program all_memory
  use omp_lib
  implicit none
  integer :: a, b, c, d, before, after, x, y
  a = 0; b = 0; c = 0; d = 0; before = -1; after = -1; x = 0; y = 0
  !$omp parallel num_threads(4)
  !$omp single
  !$omp task depend(out: a) shared(a)
  call sleep_ms(30)
  a = 1
  !$omp end task
  !$omp task depend(out: b) shared(b)
  call sleep_ms(20)
  b = 2
  !$omp end task
  !$omp task depend(out: c) shared(c)
  call sleep_ms(10)
  c = 3
  !$omp end task
  !$omp task depend(inout: d) shared(d)
  d = 4
  !$omp end task
  !$omp task depend(out: omp_all_memory) shared(a, b, c, d, before)
  before = a + b + c + d
  a = 5; b = 5; c = 5; d = 5
  !$omp end task
  !$omp task depend(in: a) shared(a, x)
  x = a + 96
  !$omp end task
  !$omp task depend(inout: omp_all_memory, y) shared(a, b, c, d, after, y)
  call sleep_ms(10)
  after = a + b + c + d
  y = 102
  !$omp end task
  !$omp taskwait
  print '(a,i0,1x,i0)', 'before after: ', before, after
  print '(a,i0,1x,i0)', 'x y: ', x, y
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
