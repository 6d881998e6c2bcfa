! Types: a factory procedure allocating its CLASS(t), allocatable, intent(out) dummy with a
! type-spec, and one re-pointing a CLASS(t) pointer dummy: the caller's object gets the
! dynamic type (decision 107: the hidden tag of an allocatable or pointer dummy is passed by
! reference). SELECT TYPE of a CLASS(t) allocatable array allocated as an extension, and
! EXTENDS_TYPE_OF / SAME_TYPE_AS on objects, elements and CLASS(*) entities.
! expect-exit: 0
! expect-stdout:
! | circle  1.50  1.00
! | ring  1.50  1.00  0.50
! |  T F F
! | shape  1.50
! |  T F F
! |  T F T
! | ring  0.00  4.00  0.50
! |  T T
! | circle  1.00  1.00
! | circle  2.00  9.00
! | circle  3.00  1.00
! |  T F
! |  F T T
module factory
  implicit none
  type :: shape
    real :: x = 0.0
  end type
  type, extends(shape) :: circle
    real :: r = 1.0
  end type
  type, extends(circle) :: ring
    real :: inner = 0.5
  end type
contains
  subroutine make(s, what)
    class(shape), allocatable, intent(out) :: s
    character(*), intent(in) :: what
    select case (what)
    case ('circle')
      allocate(circle :: s)
    case ('ring')
      allocate(ring :: s)
    case default
      allocate(shape :: s)
    end select
    s%x = 1.5
  end subroutine

  subroutine point_at(p, t)
    class(shape), pointer, intent(out) :: p
    class(shape), target, intent(in) :: t
    p => t
  end subroutine

  subroutine kind_of(s)
    class(shape), intent(in) :: s
    select type (s)
    type is (shape)
      print '(a,f6.2)', 'shape', s%x
    type is (circle)
      print '(a,2f6.2)', 'circle', s%x, s%r
    type is (ring)
      print '(a,3f6.2)', 'ring', s%x, s%r, s%inner
    end select
  end subroutine
end module

program class_factory_and_type_inquiry
  use factory
  implicit none
  class(shape), allocatable :: a, b, arr(:)
  class(shape), pointer :: p
  type(ring), target :: rg
  type(circle) :: c
  class(*), allocatable :: u
  integer :: i

  call make(a, 'circle')
  call kind_of(a)
  call make(b, 'ring')
  call kind_of(b)
  print *, extends_type_of(b, a), extends_type_of(a, b), same_type_as(a, b)
  call make(a, 'shape')
  call kind_of(a)
  print *, extends_type_of(b, a), extends_type_of(a, b), same_type_as(a, c)
  call make(a, 'ring')
  print *, same_type_as(a, b), extends_type_of(c, a), extends_type_of(a, c)

  rg%r = 4.0
  call point_at(p, rg)
  call kind_of(p)
  print *, same_type_as(p, rg), extends_type_of(p, c)

  allocate(circle :: arr(3))
  do i = 1, 3
    arr(i)%x = real(i)
  end do
  select type (arr)
  type is (circle)
    arr(2)%r = 9.0
  class default
    print '(a)', 'not a circle array'
  end select
  do i = 1, 3
    call kind_of(arr(i))
  end do
  print *, same_type_as(arr(1), c), extends_type_of(arr(3), b)

  allocate(u, source=c)
  print *, extends_type_of(u, a), same_type_as(u, c), extends_type_of(c, u)
end program
