! Worker and gang routines (module procedures) on the GPU (OpenACC 3.3 §2.15.1; docs/gpu.md
! "Routines with loops of their own", decision 51): called from gang-redundant code, every
! thread of the gang runs the routine's cooperative version. The worker routine's worker loop
! goes to the workers (threadIdx.y), its vector reduction to each worker's threads; the gang
! routine's `loop gang` rows go to the gangs and each row's vector reduction to the gang's
! threads; its `loop gang vector` runs over the threads of all gangs. Called from `parallel
! loop gang` and from `parallel num_gangs(…)` whose only loops are the routine's.
! expect-exit: 0
! expect-stdout:
! | worker sums: wrong 0
! | gang rows: wrong 0
! | gang vector: wrong 0
module wgt_m
  implicit none
contains
  subroutine col_sums(a, n, m, s)
    !$acc routine worker
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n, m)
    real(8), intent(out) :: s(m)
    real(8) :: t
    integer :: i, j
    !$acc loop worker private(t)
    do j = 1, m
      t = 0
      !$acc loop vector reduction(+:t)
      do i = 1, n
        t = t + a(i, j)
      end do
      s(j) = t
    end do
  end subroutine col_sums

  subroutine gang_cols(a, n, m, s)
    !$acc routine gang
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n, m)
    real(8), intent(out) :: s(m)
    real(8) :: t
    integer :: i, j
    !$acc loop gang private(t)
    do j = 1, m
      t = 0
      !$acc loop vector reduction(+:t)
      do i = 1, n
        t = t + a(i, j) * 2
      end do
      s(j) = t
    end do
  end subroutine gang_cols

  subroutine scale_all(x, n)
    !$acc routine gang
    integer, intent(in) :: n
    real(8), intent(inout) :: x(n)
    integer :: i
    !$acc loop gang vector
    do i = 1, n
      x(i) = 3 * x(i)
    end do
  end subroutine scale_all
end module wgt_m

program routine_worker_gang_threads
  use wgt_m
  implicit none
  integer, parameter :: n = 200, m = 48, b = 20
  real(8) :: a(n, m, b), s(m, b), g(m), x(n * m)
  integer :: i, j, k, wrong
  do k = 1, b
    do j = 1, m
      do i = 1, n
        a(i, j, k) = mod(i + 3 * j + 5 * k, 17)
      end do
    end do
  end do

  !$acc parallel loop gang copyin(a) copyout(s)
  do k = 1, b
    call col_sums(a(1, 1, k), n, m, s(1, k))
  end do
  wrong = 0
  do k = 1, b
    do j = 1, m
      if (s(j, k) /= sum(a(:, j, k))) wrong = wrong + 1
    end do
  end do
  print '(a, i0)', 'worker sums: wrong ', wrong

  !$acc parallel num_gangs(7) copyin(a) copyout(g)
  call gang_cols(a(1, 1, 2), n, m, g)
  !$acc end parallel
  wrong = 0
  do j = 1, m
    if (g(j) /= 2 * sum(a(:, j, 2))) wrong = wrong + 1
  end do
  print '(a, i0)', 'gang rows: wrong ', wrong

  do i = 1, n * m
    x(i) = mod(i, 13)
  end do
  !$acc parallel num_gangs(5) copy(x)
  call scale_all(x, n * m)
  !$acc end parallel
  wrong = 0
  do i = 1, n * m
    if (x(i) /= 3 * mod(i, 13)) wrong = wrong + 1
  end do
  print '(a, i0)', 'gang vector: wrong ', wrong
end program routine_worker_gang_threads
