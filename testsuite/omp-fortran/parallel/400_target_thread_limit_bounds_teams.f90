! `thread_limit` on `target` (OpenMP 5.1 §2.14.5) bounds the threads of every team the target
! region makes, also when the region's statement is a separate `teams` construct whose
! `parallel` region sizes its own team (the OpenMP_VV 5.1 test test_target_thread_limit, in
! Fortran). oxacc used to drop the target's `thread_limit` there (the target became a data
! region and the teams construct the compute construct without the bound), so on the GPU each
! team ran a whole block of threads. Each team counts the threads that really run its parallel
! region and records what omp_get_num_threads() answers there; a teams construct with its own
! `thread_limit` sets the teams' limit itself (5.1 §2.7). A target program in this folder: it
! runs on the host here and on the GPU in the lead's check.
! expect-from: hand (flang-22 takes `thread_limit` on `target` only with -fopenmp-version=51, which gfortran does not take: gfortran 12 -fopenmp -foffload=disable and flang-22 -fopenmp -fopenmp-version=51 both print these lines)
! expect-exit: 0
! expect-stdout:
! | target + teams: ran ok T, answered ok T
! | target + teams thread_limit(6): ran ok T, answered ok T
module tl_check
  use omp_lib
  implicit none
  integer, parameter :: nteams = 4
contains
  subroutine teams_threads(ran, answered, limit)
    integer, intent(inout) :: ran(nteams), answered(nteams)
    integer, intent(in) :: limit
    integer :: t
    !$omp target map(tofrom: ran, answered) thread_limit(limit)
    !$omp teams num_teams(nteams)
    !$omp parallel private(t)
    t = omp_get_team_num() + 1
    if (t <= nteams) then
      !$omp atomic
      ran(t) = ran(t) + 1
      if (omp_get_thread_num() == 0) answered(t) = omp_get_num_threads()
    end if
    !$omp end parallel
    !$omp end teams
    !$omp end target
  end subroutine

  subroutine teams_own_limit(ran, answered, limit)
    integer, intent(inout) :: ran(nteams), answered(nteams)
    integer, intent(in) :: limit
    integer :: t
    !$omp target map(tofrom: ran, answered) thread_limit(limit)
    !$omp teams num_teams(nteams) thread_limit(6)
    !$omp parallel private(t)
    t = omp_get_team_num() + 1
    if (t <= nteams) then
      !$omp atomic
      ran(t) = ran(t) + 1
      if (omp_get_thread_num() == 0) answered(t) = omp_get_num_threads()
    end if
    !$omp end parallel
    !$omp end teams
    !$omp end target
  end subroutine

  subroutine check(what, ran, answered, limit)
    character(*), intent(in) :: what
    integer, intent(in) :: ran(nteams), answered(nteams), limit
    logical :: ran_ok, answered_ok
    integer :: t
    ran_ok = ran(1) >= 1
    answered_ok = .true.
    do t = 1, nteams
      ! (A team past the number the device gave leaves 0.)
      if (ran(t) > limit .or. (ran(t) /= 0 .and. ran(t) /= answered(t))) ran_ok = .false.
      if (ran(t) /= 0 .and. (answered(t) < 1 .or. answered(t) > limit)) answered_ok = .false.
    end do
    print '(a, a, l1, a, l1)', what, ': ran ok ', ran_ok, ', answered ok ', answered_ok
  end subroutine
end module

program target_thread_limit_bounds_teams
  use tl_check
  implicit none
  integer :: ran(nteams), answered(nteams), limit
  limit = 2
  ran = 0
  answered = 0
  call teams_threads(ran, answered, limit)
  call check('target + teams', ran, answered, limit)
  ran = 0
  answered = 0
  call teams_own_limit(ran, answered, 3)
  call check('target + teams thread_limit(6)', ran, answered, 6)
end program
