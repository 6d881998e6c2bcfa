! Deep copy of derived types with allocatable components, the ways applications write it:
! (1) a structure entered with its components in one directive (`enter data copyin(s, s%a)`,
! parent first) and a callee's region under `default(present)` that loads the components of
! its structure dummy; (2) an explicit `copy(s)` of a structure whose components the region
! loads and no clause maps: the structure's copy also copies the allocated components and
! attaches them (decision 91, what nvfortran's -gpu=deepcopy does; OpenACC 3.3 §2.6.4 copies
! only the host's addresses, which a GPU cannot dereference), a nested structure's component
! too, an unallocated one left alone; under `copyin(s)` they are copied in only; (3) `copyin(s)` and `present(s)` of a structure whose
! component was entered before it (`enter data copyin(s%a)` first): the region's device copy
! of `s` gets the component's device address (the §2.7.2 attach), so its writes go to the
! device copy that `exit data copyout(s%a)` brings back (with the host's address they were
! lost under separate memory, and a GPU faulted);
! (4) the same with `data copyin(s)` around the compute construct; (5) a callee with no data
! clauses whose caller entered the structure and its components (`call relax(s)`).
! reference: without -fopenacc (gfortran rejects `copyin(s, s%a)` in one directive)
! remark: implicit attach(s (its component's data and pointer at byte
! expect-exit: 0
! expect-stdout:
! | present:   3.00   5.00   7.00   9.00  11.00
! | relax:     2.00   3.50   5.00   6.50   8.00
! | copy a:   12.00  23.50  35.00  46.50  58.00
! | copy b:   -3.00  -5.00  -7.00  -9.00 -11.00
! | unused allocated: F
! | copyin(s) total:    115.0
! | attached:   75.0  144.0  213.0  282.0  351.0   1065.0
module deep_fields
  implicit none
  type inner_t
    integer, allocatable :: c(:)
  end type
  type state_t
    integer :: n = 0
    real(8), allocatable :: a(:)
    real(8), allocatable :: b(:)
    real(8), allocatable :: unused(:)
    type(inner_t) :: in
  end type
contains
  subroutine axpy_present(s, alpha)
    type(state_t), intent(inout) :: s
    real(8), intent(in) :: alpha
    integer :: i
    !$acc parallel loop default(present)
    do i = 1, s%n
      s%b(i) = s%b(i) + alpha * s%a(i)
    end do
  end subroutine

  subroutine relax(s)
    type(state_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop
    do i = 1, s%n
      s%a(i) = 0.5d0 * (s%a(i) + s%b(i))
    end do
  end subroutine
end module

program structure_clauses_deep_copy
  use deep_fields
  implicit none
  type(state_t) :: s
  real(8) :: total
  integer :: i
  s%n = 5
  allocate(s%a(5), s%b(5), s%in%c(5))
  s%a = [(dble(i), i = 1, 5)]
  s%b = 1
  s%in%c = [(10 * i, i = 1, 5)]
  ! (1)
  !$acc enter data copyin(s, s%a, s%b)
  call axpy_present(s, 2d0)
  ! (5)
  call relax(s)
  !$acc exit data copyout(s%a, s%b)
  !$acc exit data delete(s)
  print '(a,5f7.2)', 'present:', s%b
  print '(a,5f7.2)', 'relax:  ', s%a
  ! (2)
  !$acc parallel loop copy(s)
  do i = 1, s%n
    s%a(i) = s%a(i) + s%in%c(i)
    s%b(i) = -s%b(i)
  end do
  print '(a,5f7.2)', 'copy a: ', s%a
  print '(a,5f7.2)', 'copy b: ', s%b
  print '(a,l2)', 'unused allocated:', allocated(s%unused)
  ! (2) under copyin(s): the components the region reads are copied in, not out
  total = 0
  !$acc parallel loop copyin(s) reduction(+:total)
  do i = 1, s%n
    total = total + s%b(i) + s%in%c(i)
  end do
  print '(a,f9.1)', 'copyin(s) total:', total
  ! (3) the region's writes go to the device copy of s%a, which the exit data copies out
  !$acc enter data copyin(s%a)
  !$acc parallel loop copyin(s)
  do i = 1, s%n
    s%a(i) = 2 * s%a(i)
  end do
  !$acc enter data copyin(s)
  !$acc parallel loop present(s)
  do i = 1, s%n
    s%a(i) = s%a(i) + 1
  end do
  !$acc exit data delete(s)
  ! (4)
  !$acc data copyin(s)
  !$acc parallel loop
  do i = 1, s%n
    s%a(i) = s%a(i) * 3
  end do
  !$acc end data
  !$acc exit data copyout(s%a)
  total = sum(s%a)
  print '(a,5f7.1,f9.1)', 'attached:', s%a, total
end program
