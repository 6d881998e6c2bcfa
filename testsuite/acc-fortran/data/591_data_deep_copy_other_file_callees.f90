! A `data copy(s)` around calls of procedures of another file (helpers/deepcopy_steps_m.f90)
! that pass them the structure: what they use of it is not seen here, so every allocatable
! component is deep-copied at the data construct (nvfortran's -gpu=deepcopy; decision 108):
! the callees' `present(s%u, s%g%x)` and `default(present)` find the components, and a
! callee without clauses does not copy them at each launch. Before, only components that the
! code of this file loads were mapped: `present(s%u, s%g%x)` stopped with "not present".
! An unallocated component (`unused`) and a pointer component (`p`) stay as they are.
! link-with-acc: helpers/deepcopy_state_m.f90
! link-with-acc: helpers/deepcopy_steps_m.f90
! reference: without -fopenacc (gfortran 12 crashes on present(s%u, s%g%x))
! expect-exit: 0
! expect-stdout:
! | u:    4.88    5.88    6.88    7.88    8.88    9.88   10.88   11.88
! | v1:   12.12   15.12   18.12   21.12   24.12   27.12   30.12   33.12
! | v2:   23.25   29.25   35.25   41.25   47.25   53.25   59.25   65.25
! | x:   2.125   2.125   2.125   2.125   2.125   2.125   2.125   2.125
! | unused, p: F  7.0  7.0  7.0
program p
  use deepcopy_state_m
  use deepcopy_steps_m
  implicit none
  type(state_t) :: s
  real(8), target :: t(3)
  integer :: i, it
  s%n = 8
  allocate(s%u(s%n), s%v(s%n, 2), s%g%x(s%n))
  s%u = [(dble(i), i = 1, s%n)]
  s%v = 1
  s%g%x = 3
  t = 7
  s%p => t
  !$acc data copy(s)
  do it = 1, 3
    call relax(s, 0.5d0)
    call nudge(s)
  end do
  !$acc end data
  print '(a, 8f8.2)', 'u:', s%u
  print '(a, 8f8.2)', 'v1:', s%v(:, 1)
  print '(a, 8f8.2)', 'v2:', s%v(:, 2)
  print '(a, 8f8.3)', 'x:', s%g%x
  print '(a, l2, 3f5.1)', 'unused, p:', allocated(s%unused), s%p
end program
