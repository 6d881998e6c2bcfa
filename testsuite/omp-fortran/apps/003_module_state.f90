! Application style: module variables shared by a parallel region, a particle update in a
! subroutine called from inside an orphaned DO (each thread sums its iterations in its own
! automatic variable), a critical section updating module state.
! expect-exit: 0
! expect-stdout:
! | sum(pos) =   80575.0000
! | energy per step positive: T
module particles
  implicit none
  integer, parameter :: np = 400
  real(8) :: pos(np), vel(np)
  real(8) :: energy = 0d0
contains
  subroutine push(i, dt)
    integer, intent(in) :: i
    real(8), intent(in) :: dt
    pos(i) = pos(i) + vel(i) * dt
  end subroutine
  subroutine step(dt)
    real(8), intent(in) :: dt
    integer :: i
    real(8) :: e
    e = 0d0
!$omp do
    do i = 1, np
      call push(i, dt)
      e = e + 0.5d0 * vel(i)**2
    end do
!$omp end do
!$omp critical
    energy = energy + e
!$omp end critical
  end subroutine
end module

program module_state
  use particles
  implicit none
  integer :: i, it
  do i = 1, np
    pos(i) = i
    vel(i) = mod(i, 4) * 0.5d0
  end do
  do it = 1, 10
!$omp parallel
    call step(0.125d0)
!$omp end parallel
  end do
  print '(a,f12.4)', 'sum(pos) = ', sum(pos)
  print '(a,l1)', 'energy per step positive: ', energy > 0d0
end program
