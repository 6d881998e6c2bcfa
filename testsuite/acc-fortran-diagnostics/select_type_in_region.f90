! SELECT TYPE inside an OpenACC compute region (decision 97): reported at its statement, as
! nvfortran runs SELECT TYPE on the host only (a guard's associate name would be a pointer
! set on the device, which no data clause covers); the same construct around the region is
! accepted (acc-fortran/data/501).
! expect-error: 22:5: SELECT TYPE in an OpenACC compute region is not supported (select outside the region)
module shapes_in_region
  implicit none
  type :: shape_t
    real :: v = 0
  end type
  type, extends(shape_t) :: weighted_t
    real :: w = 1
  end type
end module

subroutine scale_in_region(s)
  use shapes_in_region
  class(shape_t), intent(inout) :: s
  real :: f
  f = 0
  !$acc parallel copy(f)
    select type (s)
    type is (weighted_t)
      f = s%w
    end select
  !$acc end parallel
end subroutine
