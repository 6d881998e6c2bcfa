! App: setup code in the style of real solvers. One ALLOCATE creates `declare create`
! allocatables (their device copies, OpenACC 3.3 §2.13.2) together with a component of a
! host-side structure, with STAT=; one DEALLOCATE deletes them, and a second setup allocates
! them again. A procedure's 160 KiB local work array (heap storage in oxacc, decision 74) is
! filled in a compute construct and reduced; an INTENT(IN) pointer dummy's target is written
! in a compute construct (§8.5.10 fixes only its association).
! expect-exit: 0
! expect-stdout:
! | setup 1 stat 0
! | sum(y)    22.456413 steps 3
! |    80.994143   81.004561   81.017745
! | teardown 0 F F F
! | setup 2 stat 0
! | sum(y)    24.535104 steps 3
! |    81.004561   81.017745   81.033693
! | teardown 0 F F F
! |    4.0   5.0   6.0   7.0   8.0
module sim
  implicit none
  integer :: n
  real(8), allocatable :: x(:), y(:)
  !$acc declare create(x, y)
  type history
    real(8), allocatable :: norms(:)
    integer :: steps = 0
  end type
  type(history) :: hist
contains
  subroutine setup(m, ierr)
    integer, intent(in) :: m
    integer, intent(out) :: ierr
    integer :: i
    n = m
    allocate(x(n), y(n), hist%norms(10), stat=ierr)
    if (ierr /= 0) return
    !$acc parallel loop present(x, y)
    do i = 1, n
      x(i) = 1d0 / i
      y(i) = 0
    end do
    hist%norms = 0
    hist%steps = 0
  end subroutine

  subroutine axpy(a)
    real(8), intent(in) :: a
    integer :: i
    !$acc parallel loop present(x, y)
    do i = 1, n
      y(i) = y(i) + a * x(i)
    end do
    hist%steps = hist%steps + 1
  end subroutine

  real(8) function work_norm(k)
    integer, intent(in) :: k
    real(8) :: work(20000)
    real(8) :: s
    integer :: i
    s = 0
    !$acc parallel loop copyout(work)
    do i = 1, size(work)
      work(i) = mod(i * k, 97) / 97d0
    end do
    !$acc parallel loop copyin(work) reduction(+:s)
    do i = 1, size(work)
      s = s + work(i)**2
    end do
    work_norm = sqrt(s + sum(work(1:10)))
  end function

  subroutine scale_into(p, a)
    real(8), pointer, intent(in) :: p(:)
    real(8), intent(in) :: a
    integer :: i, m
    m = size(p)
    !$acc parallel loop copy(p(1:m))
    do i = 1, m
      p(i) = a * p(i) + i
    end do
  end subroutine

  subroutine teardown(ierr)
    integer, intent(out) :: ierr
    deallocate(x, y, hist%norms, stat=ierr)
  end subroutine
end module

program main
  use sim
  implicit none
  integer :: ierr, k, round
  real(8), pointer :: p(:)
  do round = 1, 2
    call setup(1000 * round, ierr)
    print '(a, i0, a, i0)', 'setup ', round, ' stat ', ierr
    do k = 1, 3
      call axpy(0.5d0 * k)
      hist%norms(k) = work_norm(k + round)
    end do
    !$acc update self(y)
    print '(a, f12.6, a, i0)', 'sum(y) ', sum(y), ' steps ', hist%steps
    print '(3f12.6)', hist%norms(1:3)
    call teardown(ierr)
    print '(a, i0, 3(1x, l1))', 'teardown ', ierr, allocated(x), allocated(y), &
      allocated(hist%norms)
  end do
  allocate(p(5))
  p = 1
  call scale_into(p, 3d0)
  print '(5f6.1)', p
  deallocate(p)
end program
