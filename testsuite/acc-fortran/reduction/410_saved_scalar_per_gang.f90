! A saved local (an initialised one: implicitly SAVE, static storage) and a module variable that
! each gang iteration sets before it reads it, reduced by an inner worker or vector loop and read
! after it in the same iteration: OpenACCV-V parallel_loop_reduction_and_loop.F90 written as a
! subroutine with dummies. nvfortran privatizes such a scalar per gang; oxacc gave it one copy
! that every gang wrote at once (implicit copy for the inner reduction, §2.6.2/§2.9.11): rows
! mixed on the host back end's threads, and the OpenACCV-V test failed on the GPU.
! remark: temp privatized
! remark: rsum privatized
! warning: 'rsum' is set before it is read in every iteration of the loop at 25:5
! warning: 'temp' is set before it is read in every iteration of the loop at 45:3
! expect-exit: 0
! expect-stdout:
! | all-true rows: 120 wrong: 0
! | flipped wrong: 0
! | sums rows: 2000 wrong: 0
module row_state
  implicit none
  real(8) :: rsum
contains
  subroutine row_sums(a, s, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(m, n)
    real(8), intent(out) :: s(n)
    integer :: i, j
    !$acc parallel loop gang copyin(a) copyout(s)
    do i = 1, n
      rsum = 0
      !$acc loop vector reduction(+:rsum)
      do j = 1, m
        rsum = rsum + a(j, i)
      end do
      s(i) = rsum
    end do
  end subroutine
end module

subroutine all_true(a, res, n, m)
  implicit none
  integer, intent(in) :: n, m
  logical, intent(inout) :: a(m, n)
  logical, intent(out) :: res(n)
  logical :: temp = .true.
  integer :: x, y
  !$acc data copy(a, res)
  !$acc parallel loop gang
  do x = 1, n
    temp = .true.
    !$acc loop worker reduction(.and.:temp)
    do y = 1, m
      temp = temp .and. a(y, x)
    end do
    res(x) = temp
    !$acc loop worker
    do y = 1, m
      if (temp) a(y, x) = .not. a(y, x)
    end do
  end do
  !$acc end data
end subroutine

program main
  use row_state
  implicit none
  integer, parameter :: n = 120, m = 20000, ns = 2000, ms = 1500
  logical, allocatable :: a(:, :), a0(:, :), res(:)
  real(8), allocatable :: b(:, :), s(:)
  integer :: i, j, wrong, ntrue
  interface
    subroutine all_true(a, res, n, m)
      integer, intent(in) :: n, m
      logical, intent(inout) :: a(m, n)
      logical, intent(out) :: res(n)
    end subroutine
  end interface
  allocate (a(m, n), a0(m, n), res(n), b(ms, ns), s(ns))
  do i = 1, n
    do j = 1, m
      ! Every third row is all true; the others have one false element.
      a(j, i) = mod(i, 3) == 0 .or. j /= mod(i * 37, m) + 1
    end do
  end do
  a0 = a
  call all_true(a, res, n, m)
  wrong = 0
  ntrue = 0
  do i = 1, n
    if (res(i) .neqv. all(a0(:, i))) wrong = wrong + 1
    if (res(i)) ntrue = ntrue + 1
  end do
  print '(a, i0, a, i0)', 'all-true rows: ', n, ' wrong: ', wrong + abs(ntrue - n / 3)
  wrong = 0
  do i = 1, n
    if (all(a0(:, i))) then
      if (any(a(:, i) .eqv. a0(:, i))) wrong = wrong + 1
    else
      if (any(a(:, i) .neqv. a0(:, i))) wrong = wrong + 1
    end if
  end do
  print '(a, i0)', 'flipped wrong: ', wrong
  do i = 1, ns
    do j = 1, ms
      b(j, i) = mod(i * ms + j, 11)
    end do
  end do
  call row_sums(b, s, ns, ms)
  wrong = 0
  do i = 1, ns
    if (s(i) /= sum(b(:, i))) wrong = wrong + 1
  end do
  print '(a, i0, a, i0)', 'sums rows: ', ns, ' wrong: ', wrong
end program
