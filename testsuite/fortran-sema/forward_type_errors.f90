! Derived types named before their definition (§7.5.4.1): only a POINTER or ALLOCATABLE
! component may name a type defined later in the specification part (as mutually recursive
! types do); a type so named that is never defined is reported at the end of the part, a
! non-pointer component of a later type where it is declared.
! expect-error: 14:10: Derived type at (1) has not been previously defined and so cannot appear in a derived type definition
! expect-error: 11:10: Derived type 'never' at (1) has not been declared
module m
  implicit none
  type a
    type(later), pointer :: p => null()
    type(never), allocatable :: q(:)
  end type a
  type b
    type(later) :: r
  end type b
  type later
    type(a), allocatable :: back
  end type later
end module m
