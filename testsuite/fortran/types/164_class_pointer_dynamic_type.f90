! Types: CLASS(t) pointer variables keep the dynamic type of their target (decision 97):
! a local pointer of a procedure and one of the main program associated in turn with
! structures of the base type and of extensions, then used in SELECT TYPE, passed to a
! CLASS(t) dummy that selects on it, and through a dispatched type-bound call; `=> null()`
! resets it to the declared type.
! expect-exit: 0
! expect-stdout:
! | show truck  4    3.5
! | truck   
! | show other  2 bike    
! | bike wheels  2
! | bike    
! | show other  4 vehicle 
! | show truck  4    3.5
! | vehicle 
module vehicles
  implicit none
  type :: vehicle
    integer :: wheels = 4
  contains
    procedure :: name
  end type
  type, extends(vehicle) :: truck
    real :: load = 10
  contains
    procedure :: name => truck_name
  end type
  type, extends(vehicle) :: bike
  contains
    procedure :: name => bike_name
  end type
contains
  function name(v) result(s)
    class(vehicle), intent(in) :: v
    character(8) :: s
    s = 'vehicle'
  end function
  function truck_name(v) result(s)
    class(truck), intent(in) :: v
    character(8) :: s
    s = 'truck'
  end function
  function bike_name(v) result(s)
    class(bike), intent(in) :: v
    character(8) :: s
    s = 'bike'
  end function
  subroutine show(v)
    class(vehicle), intent(in) :: v
    select type (v)
    type is (truck)
      print '(a, i3, f7.1)', 'show truck', v%wheels, v%load
    class default
      print '(a, i3, 1x, a)', 'show other', v%wheels, v%name()
    end select
  end subroutine
  subroutine walk(list_t, list_b)
    type(truck), target, intent(in) :: list_t
    type(bike), target, intent(in) :: list_b
    class(vehicle), pointer :: p
    p => list_t
    call show(p)
    print '(a)', p%name()
    p => list_b
    call show(p)
    select type (p)
    type is (bike)
      print '(a, i3)', 'bike wheels', p%wheels
    end select
  end subroutine
end module

program class_pointers
  use vehicles
  implicit none
  type(truck), target :: t
  type(bike), target :: b
  type(vehicle), target :: v
  class(vehicle), pointer :: q
  t%load = 3.5
  b%wheels = 2
  call walk(t, b)
  q => b
  print '(a)', q%name()
  q => v
  call show(q)
  q => t
  call show(q)
  q => null()
  q => v
  print '(a)', q%name()
end program
