! Character components of deferred or assumed length (§7.5.4.1 C752, C753): a deferred
! length needs POINTER or ALLOCATABLE, an assumed length is not a component's.
! expect-error: 7:25: Character component at (1) of deferred length must have the POINTER or ALLOCATABLE attribute
! expect-error: 10:38: Character length of component at (1) must be a constant specification expression
module m
  type :: t1
    character(len=:) :: a
  end type
  type :: t2
    character(len=*), allocatable :: b
  end type
end module
