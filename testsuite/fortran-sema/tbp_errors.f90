! Type-bound procedures (§7.5.5, decision 97) used wrongly or beyond what oxacc resolves: a
! generic binding with no specific for the arguments and a binding name that is neither a
! binding nor a component; the dispatched calls through a CLASS(t) dummy after them are
! accepted.
! expect-error: 46:5: Found no matching specific binding for the call to the GENERIC 'set' at (1)
! expect-error: 47:16: 'nothing' at (1) is not a member of the 'counter' structure
module counters
  implicit none
  type :: counter
    integer :: n = 0
  contains
    procedure :: bump
    procedure :: get
    procedure :: set_i
    generic :: set => set_i
  end type
  type, extends(counter) :: double_counter
  contains
    procedure :: bump => bump2
    procedure :: get => get2
  end type
contains
  subroutine bump(c)
    class(counter), intent(inout) :: c
    c%n = c%n + 1
  end subroutine
  subroutine bump2(c)
    class(double_counter), intent(inout) :: c
    c%n = c%n + 2
  end subroutine
  integer function get(c)
    class(counter), intent(in) :: c
    get = c%n
  end function
  integer function get2(c)
    class(double_counter), intent(in) :: c
    get2 = 2 * c%n
  end function
  subroutine set_i(c, v)
    class(counter), intent(inout) :: c
    integer, intent(in) :: v
    c%n = v
  end subroutine
  subroutine use_it(t)
    type(counter) :: t
    call t%set(1.5)
    print *, t%nothing
    call t%bump()
  end subroutine
  subroutine poly(c)
    class(counter), intent(inout) :: c
    call c%bump()
    print *, c%get()
  end subroutine
end module
