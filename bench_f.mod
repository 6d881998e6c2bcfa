!oxacc module file, version 1
!form: free
!line-length: 132
!include-dir: /work/main/bench/fortran
!hash: 3dc89a56811d6846
module bench_f
  implicit none
  integer, parameter :: bench_max_samples = 64
  real(8), parameter :: bench_budget_seconds = 2.0d0
  type bench_timer
    integer :: iters = 0
    real(8) :: total = 0.0d0
    real(8) :: samples(bench_max_samples) = 0.0d0
  end type bench_timer
contains
  real(8) function bench_now()
    integer(8) :: count, rate
end function
  logical function bench_more(t, max_iters)
    type(bench_timer), intent(in) :: t
    integer, intent(in) :: max_iters
    integer :: m
end function
  subroutine bench_record(t, seconds)
    type(bench_timer), intent(inout) :: t
    real(8), intent(in) :: seconds
end subroutine
  integer function bench_result(name, n, t, bytes, flops, bound, ok)
    character(*), intent(in) :: name, n, bound
    type(bench_timer), intent(inout) :: t
    real(8), intent(in) :: bytes, flops
    logical, intent(in) :: ok
    integer :: k, i, j
    real(8) :: x, best, median
end function
  logical function bench_close(got, want, rel)
    real(8), intent(in) :: got, want, rel
end function
end module bench_f
