! Application style: particles in a derived type with allocatable components, whose
! components are mapped as sections (`map(tofrom: p%x(1:n))`) in `target data`; force and
! push kernels run as target tasks (`nowait`) ordered by `depend` on the components, the
! energy with `reduction(+:)` and the largest speed with `reduction(max:)`, joined by
! `taskwait`; a `declare target` module function computes the force.
! expect-from: flang-22 (gfortran 12 refuses structure components with allocatable components in map clauses: "List item with allocatable components is not permitted")
! expect-exit: 0
! expect-stdout:
! | ekin   131.1006052443
! | vmax     0.7174012516
! | x  -0.0896380071  0.0068952313
module particles_m
  implicit none
  type particles_t
    integer :: n
    real(8), allocatable :: x(:), v(:), f(:)
  end type
contains
  real(8) function spring(x)
    !$omp declare target
    real(8), intent(in) :: x
    spring = -4d0 * x
  end function

  subroutine run(p, steps, dt, ekin, vmax)
    type(particles_t), intent(inout) :: p
    integer, intent(in) :: steps
    real(8), intent(in) :: dt
    real(8), intent(out) :: ekin, vmax
    integer :: i, s, n
    n = p%n
    ekin = 0d0
    vmax = 0d0
    !$omp target data map(tofrom: p%x(1:n), p%v(1:n)) map(alloc: p%f(1:n))
    do s = 1, steps
      !$omp target teams distribute parallel do nowait depend(in: p%x) depend(out: p%f)
      do i = 1, n
        p%f(i) = spring(p%x(i))
      end do
      !$omp target teams distribute parallel do nowait depend(in: p%f) depend(inout: p%x, p%v)
      do i = 1, n
        p%v(i) = p%v(i) + dt * p%f(i)
        p%x(i) = p%x(i) + dt * p%v(i)
      end do
    end do
    !$omp target teams distribute parallel do nowait depend(in: p%v) &
    !$omp&   reduction(+:ekin) reduction(max:vmax) map(tofrom: ekin, vmax)
    do i = 1, n
      ekin = ekin + 0.5d0 * p%v(i)**2
      vmax = max(vmax, abs(p%v(i)))
    end do
    !$omp taskwait
    !$omp end target data
  end subroutine
end module

program particles_type_sections_depend
  use particles_m
  implicit none
  type(particles_t) :: p
  real(8) :: ekin, vmax
  integer :: i
  p%n = 1500
  allocate(p%x(p%n), p%v(p%n), p%f(p%n))
  do i = 1, p%n
    p%x(i) = dble(mod(i * 37, 101)) / 100d0 - 0.5d0
    p%v(i) = 0d0
  end do
  call run(p, 40, 0.01d0, ekin, vmax)
  print '(a,f16.10)', 'ekin ', ekin
  print '(a,f16.10)', 'vmax ', vmax
  print '(a,2f14.10)', 'x ', p%x(1), p%x(p%n)
end program
