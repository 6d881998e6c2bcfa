! ALLOCATE and DEALLOCATE of INTENT(IN) allocatable dummies (variable definition contexts,
! §19.6.7 (12), C844), as the OpenACC training materials' laplace2d.f90 has in its unused
! `dealloc`: gfortran and flang-22 reject them.
! expect-error: 12:17: Dummy argument 'a' with INTENT(IN) in variable definition context (DEALLOCATE object) at (1)
! expect-error: 12:20: Dummy argument 'b' with INTENT(IN) in variable definition context (DEALLOCATE object) at (1)
! expect-error: 17:15: Dummy argument 'c' with INTENT(IN) in variable definition context (ALLOCATE object) at (1)
module m
contains
  subroutine dealloc(a, b)
    real(8), allocatable, intent(in) :: a
    real(8), allocatable, intent(in) :: b(:, :)
    deallocate (a, b)
  end subroutine dealloc
  subroutine realloc(c, n)
    integer, intent(in) :: n
    real(8), allocatable, intent(in) :: c(:)
    allocate (c(n))
  end subroutine realloc
  subroutine fine(d, n)
    integer, intent(in) :: n
    real(8), allocatable, intent(inout) :: d(:)
    deallocate (d)
    allocate (d(n))
  end subroutine fine
end module m
