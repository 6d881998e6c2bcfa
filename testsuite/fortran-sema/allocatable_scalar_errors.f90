! Allocatable scalars and ALLOCATE options (§9.7.1): a deferred length needs ALLOCATABLE
! (C703), SOURCE= and MOLD= exclude each other (C944), SOURCE= has the object's type (C945),
! the object is allocatable, and a type-spec matches the object's type (C934).
! expect-error: 11:23: Entity 'name' at (1) has a deferred type parameter and requires either the POINTER or ALLOCATABLE attribute
! expect-error: 15:32: MOLD tag at (1) conflicts with SOURCE tag at (2)
! expect-error: 16:12: Type of entity at (1) is type incompatible with source-expr at (2)
! expect-error: 17:12: Allocate-object at (1) is neither a data pointer nor an allocatable variable
! expect-error: 18:32: Type of entity at (1) is type incompatible with typespec
program p
  implicit none
  character(len=:) :: name
  real, allocatable :: x, y
  integer, allocatable :: k
  real :: z
  allocate(x, source=1.0, mold=2.0)
  allocate(k, source=2.5)
  allocate(z)
  allocate(character(len=3) :: x)
end program p
