! reference: without -fopenacc
! An orphaned `loop gang reduction(+:h)` of an ASSUMED-SHAPE dummy in a `routine gang`
! (OpenACC 3.3 §2.9.11: the gang's share reduced, combined into the caller's array), called
! from a `parallel` region with an allocatable actual argument, whole and as a section.
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | whole:    200   200   200   200   200
! | section:     -1   200   200   200   200   200    -1
module rg_m
  implicit none
contains
  subroutine hist_gang(x, h, n)
    !$acc routine gang
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    integer, intent(inout) :: h(:)
    integer :: i, b
    !$acc loop gang reduction(+:h) private(b)
    do i = 1, n
      b = int(x(i) * size(h)) + 1
      h(b) = h(b) + 1
    end do
  end subroutine
end module

program routine_gang_descriptor_reduction
  use rg_m
  implicit none
  integer, parameter :: n = 1000
  real(8) :: x(n)
  integer, allocatable :: h(:), s(:)
  integer :: i
  do i = 1, n
    x(i) = mod(i * 7, n) / dble(n)
  end do
  allocate(h(5), s(0:6))
  h = 0
  !$acc parallel num_gangs(4) copyin(x) copy(h)
  call hist_gang(x, h, n)
  !$acc end parallel
  print '(a, 5i6)', 'whole: ', h
  s = -1
  s(1:5) = 0
  !$acc parallel num_gangs(3) copyin(x) copy(s)
  call hist_gang(x, s(1:5), n)
  !$acc end parallel
  print '(a, 7i6)', 'section: ', s
end program
