! Loop reductions on an automatic array and an explicit-shape dummy (arrays whose extent is a
! value known at run time, not a descriptor), a section and the whole, with no data clause:
! the array is implicitly `copy` (OpenACC 3.3 §2.6.2) and each gang's private copy has the
! run-time extent (§2.5.15). oxacc gave the private copy the size of one element, and the
! loop wrote past it over the kernel's other variables (a crash). The C twin is
! acc/reduction/072 (variable-length arrays).
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | automatic: .0 18.0 22.0 15.0
! | automatic whole: 2.0 3.0 3.0 2.0
! | explicit-shape: .0 18.0 22.0 15.0
! | gang vector: 250 250 250 250 250 250 250 250
module red_auto
  implicit none
contains
  subroutine auto_red(n, nb)
    integer, intent(in) :: n, nb
    real(8) :: w(nb)
    integer :: i
    w = 0
    !$acc parallel loop gang reduction(+:w(2:nb))
    do i = 1, n
      w(mod(i, nb - 1) + 2) = w(mod(i, nb - 1) + 2) + i
    end do
    print '(a, 4(1x, f0.1))', 'automatic:', w
    w = 0
    !$acc parallel
    !$acc loop gang reduction(+:w)
    do i = 1, n
      w(mod(i, nb) + 1) = w(mod(i, nb) + 1) + 1
    end do
    !$acc end parallel
    print '(a, 4(1x, f0.1))', 'automatic whole:', w
  end subroutine

  subroutine dummy_red(x, n, nb)
    integer, intent(in) :: n, nb
    real(8), intent(inout) :: x(nb)
    integer :: i
    !$acc parallel loop gang reduction(+:x(2:nb))
    do i = 1, n
      x(mod(i, nb - 1) + 2) = x(mod(i, nb - 1) + 2) + i
    end do
  end subroutine

  subroutine counts(c, n, nb)
    integer, intent(in) :: n, nb
    integer, intent(out) :: c(nb)
    integer :: i
    c = 0
    !$acc parallel num_gangs(4) vector_length(32)
    !$acc loop gang vector reduction(+:c(1:nb))
    do i = 1, n
      c(mod(i, nb) + 1) = c(mod(i, nb) + 1) + 1
    end do
    !$acc end parallel
  end subroutine
end module

program automatic_reductions
  use red_auto
  implicit none
  real(8) :: y(4)
  integer :: c(8)
  call auto_red(10, 4)
  y = 0
  call dummy_red(y, 10, 4)
  print '(a, 4(1x, f0.1))', 'explicit-shape:', y
  call counts(c, 2000, 8)
  print '(a, 8(1x, i0))', 'gang vector:', c
end program
