! `in_reduction` on `target` (OpenMP 5.0 §2.19.5.6): a target construct in a taskgroup with
! `task_reduction` takes part in the reduction like the host tasks (its copy starts at the
! identity and is combined into the variable as it ends), while host tasks reducing into the
! same variables run in the other threads (their combine must not be lost to the target
! construct's copy back on a discrete memory). Before, oxacc refused the clause on target.
! The work split of OpenMP_VV test_target_in_reduction, in a procedure taking the data.
! expect-from: hand (flang-22 refuses `task_reduction` without -fopenmp-version=50 and with it
! stops on `max` as a reduction identifier, "Internal: no symbol found"; the line is gfortran
! 12's, -fopenmp -foffload=disable, which the bless script's other builds would check)
! expect-exit: 0
! expect-stdout:
! | total 199350 checks 12 top 999
module work
  implicit none
contains
  subroutine split(w, total, checks, top)
    integer, intent(in) :: w(:)
    integer, intent(inout) :: total, checks, top
    integer :: t, i, r
    !$omp taskgroup task_reduction(+: total, checks) task_reduction(max: top)
    do t = 1, 8
      !$omp task in_reduction(+: total, checks) firstprivate(t) private(i, r)
      do r = 1, 50
        do i = t, size(w), 8
          total = total + mod(w(i), 7)
        end do
      end do
      checks = checks + 1
      !$omp end task
    end do
    !$omp target in_reduction(+: total, checks) in_reduction(max: top) map(to: w)
    do i = 1, size(w)
      total = total + w(i) / 10
      top = max(top, w(i))
    end do
    checks = checks + 4
    !$omp end target
    !$omp end taskgroup
  end subroutine
end module

program p
  use work
  implicit none
  integer :: w(1000), i, total, checks, top
  do i = 1, 1000
    w(i) = mod((i - 1) * 37, 1000)
  end do
  total = 0
  checks = 0
  top = 0
  !$omp parallel num_threads(4)
  !$omp single
  call split(w, total, checks, top)
  !$omp end single
  !$omp end parallel
  print '(a,i0,a,i0,a,i0)', 'total ', total, ' checks ', checks, ' top ', top
  if (checks /= 12 .or. top /= 999) stop 1
end program
