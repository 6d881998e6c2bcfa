! reference: without -fopenacc
! Reductions on arrays behind descriptors inside data regions, as applications keep arrays on
! the device: a module ALLOCATABLE array made present by `enter data` and reduced by a
! `parallel loop ... default(present)` in a module procedure, `update self` of the result,
! an assumed-shape dummy reduced inside the caller's `data copy` region (twice: the second
! reduction adds to the device copy the first left), and a `parallel reduction` of a
! rank-2 allocatable whose gangs each reduce a `loop gang` share (OpenACC 3.3 §2.5.15,
! §2.9.11, §2.6.2: the elements present, the descriptor the region's own).
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | enter data:    250   250   250   250
! | data region:   1000  1000  1000  1000  1000  1000
! | compute level: 0
module hist_m
  implicit none
  integer, allocatable :: counts(:)
contains
  subroutine tally(n)
    integer, intent(in) :: n
    integer :: i
    !$acc parallel loop reduction(+:counts) default(present)
    do i = 1, n
      counts(mod(i * 5, 4) + 1) = counts(mod(i * 5, 4) + 1) + 1
    end do
  end subroutine
end module

program array_reductions_in_data_regions
  use hist_m
  implicit none
  integer :: v(0:5), i
  integer, allocatable :: a(:, :), ref(:, :)
  allocate(counts(4))
  counts = 0
  !$acc enter data copyin(counts)
  call tally(1000)
  !$acc update self(counts)
  !$acc exit data delete(counts)
  print '(a, 4i6)', 'enter data: ', counts
  v = 0
  !$acc data copy(v)
  call bump(v, 3000)
  call bump(v, 3000)
  !$acc end data
  print '(a, 6i6)', 'data region: ', v
  allocate(a(0:2, 3:4), ref(0:2, 3:4))
  a = 1
  !$acc parallel num_gangs(8) reduction(+:a)
  !$acc loop gang
  do i = 1, 7000
    a(mod(i, 3), mod(i, 2) + 3) = a(mod(i, 3), mod(i, 2) + 3) + mod(i, 5)
  end do
  !$acc end parallel
  ref = 1
  do i = 1, 7000
    ref(mod(i, 3), mod(i, 2) + 3) = ref(mod(i, 3), mod(i, 2) + 3) + mod(i, 5)
  end do
  print '(a, i2)', 'compute level:', count(a /= ref)
contains
  subroutine bump(x, n)
    integer, intent(inout) :: x(:)
    integer, intent(in) :: n
    integer :: i
    !$acc parallel loop reduction(+:x) present(x)
    do i = 1, n
      x(mod(i, size(x)) + lbound(x, 1)) = x(mod(i, size(x)) + lbound(x, 1)) + 1
    end do
  end subroutine
end program
