! Types: type-bound subroutine calls through CLASS(t) dummies dispatched on the dynamic type
! (decision 97): an overriding binding in an extension and in an extension of it, a type
! that inherits its parent's override, a generic binding whose specific is overridden, a
! binding with `pass(self)` on the second dummy, the dynamic type reaching the callee
! through two levels of CLASS dummies, and a type-bound call inside a SELECT TYPE block.
! expect-exit: 0
! expect-stdout:
! | animal: ...
! | steps  12
! | metres   1.5
! | food left   96
! | rex: woof
! | trots  24
! | metres   1.5
! | food left   96
! | bit: yip 2
! | trots  24
! | metres   1.5
! | food left   96
! | hnd: woof
! | trots  24
! | metres   1.5
! | food left   96
! | tweety: ...
! | steps   6
! | metres   1.5
! | food left   99
! | bit: yip 2
! | bit: yip 2
! | trots  24
! | metres   1.5
! | food left   96
! | bit: yip 2
! | hnd: woof
module animals
  implicit none
  type :: animal
    integer :: legs = 4
    character(8) :: name = 'animal'
  contains
    procedure :: speak
    procedure :: walk_i
    procedure :: walk_r
    generic :: walk => walk_i, walk_r
    procedure, pass(self) :: feed
  end type
  type, extends(animal) :: dog
  contains
    procedure :: speak => dog_speak
    procedure :: walk_i => dog_walk_i
  end type
  type, extends(dog) :: puppy
    integer :: age = 1
  contains
    procedure :: speak => puppy_speak
  end type
  type, extends(dog) :: hound
  end type
  type, extends(animal) :: bird
  contains
    procedure, pass(self) :: feed => bird_feed
  end type
contains
  subroutine speak(a)
    class(animal), intent(in) :: a
    print '(a, a)', trim(a%name), ': ...'
  end subroutine
  subroutine dog_speak(a)
    class(dog), intent(in) :: a
    print '(a, a)', trim(a%name), ': woof'
  end subroutine
  subroutine puppy_speak(a)
    class(puppy), intent(in) :: a
    print '(a, a, i2)', trim(a%name), ': yip', a%age
  end subroutine
  subroutine walk_i(a, n)
    class(animal), intent(inout) :: a
    integer, intent(in) :: n
    print '(a, i4)', 'steps', n * a%legs
  end subroutine
  subroutine dog_walk_i(a, n)
    class(dog), intent(inout) :: a
    integer, intent(in) :: n
    print '(a, i4)', 'trots', 2 * n * a%legs
  end subroutine
  subroutine walk_r(a, d)
    class(animal), intent(inout) :: a
    real, intent(in) :: d
    print '(a, f6.1)', 'metres', d
  end subroutine
  subroutine feed(food, self)
    integer, intent(inout) :: food
    class(animal), intent(in) :: self
    food = food - self%legs
  end subroutine
  subroutine bird_feed(food, self)
    integer, intent(inout) :: food
    class(bird), intent(in) :: self
    food = food - 1
  end subroutine
  subroutine act(a)
    class(animal), intent(inout) :: a
    integer :: food
    call a%speak()
    call a%walk(3)
    call a%walk(1.5)
    food = 100
    call a%feed(food)
    print '(a, i5)', 'food left', food
  end subroutine
  subroutine act_dog(d)
    class(dog), intent(inout) :: d
    call d%speak()
    call act(d)
  end subroutine
  subroutine only_puppies(a)
    class(animal), intent(in) :: a
    select type (a)
    class is (dog)
      call a%speak()
    end select
  end subroutine
end module

program dispatch
  use animals
  implicit none
  type(animal) :: a
  type(dog) :: d
  type(puppy) :: p
  type(hound) :: h
  type(bird) :: b
  d%name = 'rex'
  p%name = 'bit'
  p%age = 2
  h%name = 'hnd'
  b%name = 'tweety'
  b%legs = 2
  call act(a)
  call act(d)
  call act(p)
  call act(h)
  call act(b)
  call act_dog(p)
  call only_puppies(b)
  call only_puppies(p)
  call only_puppies(h)
end program
