! INTENT(IN) on a pointer dummy restricts its association, not its target (§8.5.10): writes
! through `p` and through the pointer component of an INTENT(IN) structure are legal (none is
! reported below), while a new association (`=>`, NULLIFY, ALLOCATE, DEALLOCATE) of the
! pointer, a write to a non-pointer component and ALLOCATE of an allocatable component of an
! INTENT(IN) structure are gfortran's and flang-22's errors.
! expect-error: 27:5: Dummy argument 's' with INTENT(IN) in variable definition context (assignment) at (1)
! expect-error: 28:5: Dummy argument 'x' with INTENT(IN) in variable definition context (assignment) at (1)
! expect-error: 29:5: Dummy argument 'p' with INTENT(IN) in pointer association context (pointer assignment) at (1)
! expect-error: 30:13: Dummy argument 'p' with INTENT(IN) in pointer association context (pointer assignment) at (1)
! expect-error: 31:14: Dummy argument 'p' with INTENT(IN) in pointer association context (ALLOCATE object) at (1)
! expect-error: 32:16: Dummy argument 'p' with INTENT(IN) in pointer association context (DEALLOCATE object) at (1)
! expect-error: 33:5: Dummy argument 's' with INTENT(IN) in pointer association context (pointer assignment) at (1)
! expect-error: 34:13: Dummy argument 's' with INTENT(IN) in pointer association context (pointer assignment) at (1)
! expect-error: 35:14: Dummy argument 's' with INTENT(IN) in variable definition context (ALLOCATE object) at (1)
module m
  type t
    real, pointer :: pc(:) => null()
    real, allocatable :: ac(:)
    real :: v(3)
  end type
contains
  subroutine bad(p, s, x, y)
    real, pointer, intent(in) :: p(:)
    type(t), intent(in) :: s
    real, intent(in) :: x(:)
    real, target :: y(:)
    s%v(1) = 1.0
    x(1) = 2.0
    p => y
    nullify(p)
    allocate(p(3))
    deallocate(p)
    s%pc => y
    nullify(s%pc)
    allocate(s%ac(2))
    p(1) = 3.0
    p = 4.0
    s%pc(2) = 5.0
    s%pc = 6.0
  end subroutine
end module
