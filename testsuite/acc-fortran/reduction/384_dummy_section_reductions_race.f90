! Loop reductions on sections of an explicit-shape dummy and of an automatic array (both
! reached through the slot that holds their address), with enough iterations that gangs and
! threads meet on the same elements: the loop must update its private copy (§2.5.15), not the
! shared array. oxacc named such a section by its elements, so the loop went on loading the
! caller's address from the slot and the private copy stayed unused: counts were lost on the
! host back end's threads and on the GPU (the small sizes of 383 did not show it on the host).
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | automatic: 0 1000000 1000000 1000000
! | explicit-shape: 0 1000000 1000000 1000000
! | gang vector: 0 1000000 1000000 1000000
module section_counts
  implicit none
contains
  subroutine automatic_counts(n, nb)
    integer, intent(in) :: n, nb
    real(8) :: w(nb)
    integer :: i
    w = 0
    !$acc parallel loop gang reduction(+:w(2:nb))
    do i = 1, n
      w(mod(i, nb - 1) + 2) = w(mod(i, nb - 1) + 2) + 1
    end do
    print '(a, 4(1x, i0))', 'automatic:', nint(w)
  end subroutine

  subroutine dummy_counts(x, n, nb)
    integer, intent(in) :: n, nb
    real(8), intent(inout) :: x(nb)
    integer :: i
    !$acc parallel loop gang reduction(+:x(2:nb))
    do i = 1, n
      x(mod(i, nb - 1) + 2) = x(mod(i, nb - 1) + 2) + 1
    end do
  end subroutine

  subroutine dummy_counts_threads(c, n, nb)
    integer, intent(in) :: n, nb
    integer, intent(inout) :: c(nb)
    integer :: i
    !$acc parallel loop gang vector reduction(+:c(2:nb))
    do i = 1, n
      c(mod(i, nb - 1) + 2) = c(mod(i, nb - 1) + 2) + 1
    end do
  end subroutine
end module

program section_reductions
  use section_counts
  implicit none
  real(8) :: y(4)
  integer :: c(4)
  call automatic_counts(3000000, 4)
  y = 0
  call dummy_counts(y, 3000000, 4)
  print '(a, 4(1x, i0))', 'explicit-shape:', nint(y)
  c = 0
  call dummy_counts_threads(c, 3000000, 4)
  print '(a, 4(1x, i0))', 'gang vector:', c
end program
