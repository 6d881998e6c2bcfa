! Structures with allocatable components under `copyout(s)` and `create(w)` of a compute
! construct, the way solvers write them: the results structure is copied out and its
! components with it; a workspace structure is created and its components with it
! (decision 98, nvfortran's -gpu=deepcopy). The device copy of the structure starts from the
! host's descriptors (their bounds: §2.7.2's attach writes only the base address), so the
! region indexes the components' device copies; before, `copyout(s)`/`create(w)` left the
! device structure uninitialized and the region read garbage descriptors. A nested
! structure's component and a component through a callee (`routine seq`) are included.
! remark: copyout(res) as copy(res) (its components' descriptors, decision 98)
! expect-exit: 0
! expect-stdout:
! | flux:      2.0    6.0   12.0   20.0   30.0   42.0
! | grad:     -1.0   -2.0   -3.0   -4.0   -5.0   -6.0
! | nested:    3.0    7.0   13.0   21.0   31.0   43.0
! | work r:    5.0   12.0   21.0   32.0   45.0   60.0
! | sum:     224.0
module solver_types
  implicit none
  type pair_t
    real(8), allocatable :: c(:)
  end type
  type result_t
    integer :: n = 0
    real(8), allocatable :: flux(:)
    real(8), allocatable :: grad(:)
    type(pair_t) :: extra
  end type
  type work_t
    real(8), allocatable :: tmp(:)
    real(8), allocatable :: tmp2(:, :)
  end type
contains
  real(8) function twice(x)
    !$acc routine seq
    real(8), intent(in) :: x
    twice = 2 * x
  end function

  subroutine fluxes(res, x, n)
    type(result_t), intent(inout) :: res
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer :: i
    !$acc parallel loop copyout(res) copyin(x)
    do i = 1, n
      res%flux(i) = x(i) * (x(i) + 1)
      res%grad(i) = -x(i)
      res%extra%c(i) = res%flux(i) + 1
    end do
  end subroutine
end module

program structure_create_copyout_deep
  use solver_types
  implicit none
  integer, parameter :: n = 6
  type(result_t) :: res
  type(work_t) :: w
  real(8) :: x(n), r(n), total
  integer :: i
  x = [(dble(i), i = 1, n)]
  res%n = n
  allocate(res%flux(n), res%grad(n), res%extra%c(n))
  res%flux = 0
  res%grad = 0
  res%extra%c = 0
  call fluxes(res, x, n)
  print '(a,6f7.1)', 'flux:  ', res%flux
  print '(a,6f7.1)', 'grad:  ', res%grad
  print '(a,6f7.1)', 'nested:', res%extra%c
  allocate(w%tmp(n), w%tmp2(2, n))
  !$acc parallel loop create(w) copyin(x) copyout(r)
  do i = 1, n
    w%tmp(i) = twice(x(i))
    w%tmp2(1, i) = x(i) * x(i)
    w%tmp2(2, i) = w%tmp(i) + w%tmp2(1, i)
    r(i) = w%tmp2(2, i) + w%tmp(i)
  end do
  print '(a,6f7.1)', 'work r:', r
  total = 0
  !$acc parallel loop create(w) copyin(x) reduction(+:total)
  do i = 1, n
    w%tmp(i) = x(i) + x(i) * x(i)
    total = total + w%tmp(i) + x(i) * x(i) + x(i)
  end do
  print '(a,f9.1)', 'sum: ', total
end program
