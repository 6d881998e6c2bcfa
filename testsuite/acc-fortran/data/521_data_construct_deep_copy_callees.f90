! A structure with allocatable components under a `data` construct's clause, used by the
! compute constructs inside and by the procedures it calls, the way applications split a
! time step into subroutines: `data copy(s)` around `call step(s)`, whose regions use
! `present(s)`, `present(s%u, s%f%e)` on components, `default(present)` or no clause, two
! call levels down; `data copyin(s)` around a region that reads components; `data
! copyout(s)` and `data create(w)` (decision 98, nvfortran's -gpu=deepcopy: the data
! construct maps the components that its compute constructs and callees load, so they are
! present there). Before, only the structure was mapped: `present(s%u)` in a callee stopped
! with "not present", and the regions read the components through the host's addresses.
! reference: without -fopenacc (gfortran 12 crashes on `present(s%u, s%f%e)`)
! remark: data: deep copy attach(s (its component's data and pointer at byte
! expect-exit: 0
! expect-stdout:
! | u:   2.328   3.375   4.422   5.469   6.516
! | v:  29.688  42.500  55.312  68.125  80.938
! | e:   5.410  14.250  27.535  45.266  67.441
! | unused allocated: F
! | r:  32.016  45.875  59.734  73.594  87.453
! | u out:  65.031  92.750 120.469 148.188 175.906
! | e out: -64.031 -91.750-119.469-147.188-174.906
module state_mod
  implicit none
  type field_t
    real(8), allocatable :: e(:)
  end type
  type state_t
    integer :: n = 0
    real(8), allocatable :: u(:)
    real(8), allocatable :: v(:)
    real(8), allocatable :: unused(:)
    type(field_t) :: f
  end type
  type scratch_t
    real(8), allocatable :: t(:)
  end type
contains
  subroutine advance(s, dt)
    type(state_t), intent(inout) :: s
    real(8), intent(in) :: dt
    integer :: i
    !$acc parallel loop present(s)
    do i = 1, s%n
      s%v(i) = s%v(i) + dt * s%u(i)
    end do
  end subroutine

  subroutine energy(s)
    type(state_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop present(s%u, s%f%e)
    do i = 1, s%n
      s%f%e(i) = s%f%e(i) + s%u(i) * s%u(i)
    end do
  end subroutine

  subroutine relax(s)
    type(state_t), intent(inout) :: s
    integer :: i
    !$acc parallel loop default(present)
    do i = 1, s%n
      s%u(i) = 0.5d0 * (s%u(i) + s%v(i))
    end do
  end subroutine

  subroutine time_step(s, dt)
    type(state_t), intent(inout) :: s
    real(8), intent(in) :: dt
    call advance(s, dt)
    call energy(s)
    call relax(s)
  end subroutine
end module

program data_construct_deep_copy_callees
  use state_mod
  implicit none
  integer, parameter :: n = 5
  type(state_t) :: s
  type(scratch_t) :: w
  real(8) :: r(n)
  integer :: i, it
  s%n = n
  allocate(s%u(n), s%v(n), s%f%e(n))
  s%u = [(dble(i), i = 1, n)]
  s%v = 1
  s%f%e = 0
  ! The components live on the device for the whole loop; only the structure's clause names them.
  !$acc data copy(s)
  do it = 1, 3
    call time_step(s, 0.5d0)
  end do
  !$acc parallel loop
  do i = 1, s%n
    s%v(i) = s%v(i) * 10
  end do
  !$acc end data
  print '(a,5f8.3)', 'u:', s%u
  print '(a,5f8.3)', 'v:', s%v
  print '(a,5f8.3)', 'e:', s%f%e
  print '(a,l2)', 'unused allocated:', allocated(s%unused)
  ! copyin: the region reads the components' device copies
  !$acc data copyin(s) copyout(r)
  !$acc parallel loop present(s%u)
  do i = 1, n
    r(i) = s%u(i) + s%v(i)
  end do
  !$acc end data
  print '(a,5f8.3)', 'r:', r
  ! copyout and create: computed on the device, the results come back with s
  allocate(w%t(n))
  !$acc data copyout(s) create(w) copyin(r)
  !$acc parallel loop present(w%t)
  do i = 1, n
    w%t(i) = 2 * r(i)
  end do
  !$acc parallel loop
  do i = 1, n
    s%u(i) = w%t(i) + 1
    s%f%e(i) = -w%t(i)
  end do
  !$acc end data
  print '(a,5f8.3)', 'u out:', s%u
  print '(a,5f8.3)', 'e out:', s%f%e
end program
