! SELECT TYPE (Fortran 2018 §11.1.11) around OpenACC regions needs the dynamic type of its
! selector, which oxacc does not keep (a CLASS(t) entity is one of its declared type t,
! decision 91): the construct is reported once, at its SELECT TYPE statement, and its type
! guards and blocks are skipped (nvfortran and gfortran accept it on the host).
! expect-error: 21:3: SELECT TYPE is not supported: oxacc does not keep the dynamic type of a polymorphic entity (a CLASS(t) entity is one of its declared type t)
module shapes_poly
  implicit none
  type :: shape_t
    integer :: n = 0
    real, allocatable :: v(:)
  end type
  type, extends(shape_t) :: weighted_t
    real :: w = 1
  end type
end module

subroutine scale_any(s)
  use shapes_poly
  class(shape_t), intent(inout) :: s
  integer :: i
  select type (s)
  type is (weighted_t)
    !$acc parallel loop copy(s%v)
    do i = 1, s%n
      s%v(i) = s%v(i) * s%w
    end do
  class is (shape_t)
    !$acc parallel loop copy(s%v)
    do i = 1, s%n
      s%v(i) = 2 * s%v(i)
    end do
  class default
    continue
  end select
end subroutine
