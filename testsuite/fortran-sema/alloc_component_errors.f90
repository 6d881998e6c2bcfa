! Allocatable components (§7.5.4.1 C749: deferred shape), array parts to their left
! (§9.4.2 C919) and output of a structure holding them (§12.6.3).
! expect-error: 8:28: Allocatable component of structure at (1) must have a deferred shape
! expect-error: 14:12: Component to the right of a part reference with nonzero rank must not have the ALLOCATABLE attribute at (1)
! expect-error: 15:12: Data transfer element at (1) cannot have ALLOCATABLE components unless it is processed by a defined input/output procedure
program p
  type t
     real, allocatable :: a(3)
  end type
  type u
     real, allocatable :: b(:)
  end type
  type(u) :: arr(2)
  print *, arr%b
  print *, arr(1)
end program p
