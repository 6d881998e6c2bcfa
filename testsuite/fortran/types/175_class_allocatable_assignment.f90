! Types: intrinsic assignment to a CLASS(t) allocatable (F2008 §7.2.1.3, decision 118): `x = y`
! takes y's dynamic type (an extension's value, another CLASS(t) allocatable's, a CLASS(t)
! dummy's, a function result), reallocating x when its type changes, and copies the
! extension's allocatable components deeply; `x = x%...` style self-reference reads the old
! value; ALLOCATE with SOURCE= of a CLASS(t) dummy copies the known extension deeply too.
! expect-from: flang-22 (gfortran 12 corrupts the heap assigning to a CLASS(t) allocatable an extension with allocatable components: free() aborts at exit)
! expect-exit: 0
! expect-stdout:
! | tracer   mass  3.00 path   1   2   3
! | tracer   mass  3.00 path   1   2   3
! | tracer   mass  3.00 path   1  20   3
! | charged  mass  5.00 q  2.00 steps  4
! | same type as charged T
! | particle mass  9.00
! | extends tracer F
! | tracer   mass  6.00 path   7   8
! | charged  mass  5.00 q  2.00 steps  4
! | charged  mass  5.00 q  2.00 steps  4
! | tracer   mass  3.00 path  -1   2   3
! | t%path   1   2   3
! | charged  mass  5.00 q  2.00 steps  4
! | ch%path   4   5   6   7
! | charged  mass  5.00 q  2.00 steps  4
module particles
  implicit none
  type :: particle
    real :: mass = 1
  contains
    procedure :: describe => particle_describe
  end type

  type, extends(particle) :: tracer
    integer, allocatable :: path(:)
  contains
    procedure :: describe => tracer_describe
  end type

  type, extends(tracer) :: charged
    real :: q = -1
  contains
    procedure :: describe => charged_describe
  end type
contains
  subroutine particle_describe(p)
    class(particle), intent(in) :: p
    print '(a,f6.2)', 'particle mass', p%mass
  end subroutine

  subroutine tracer_describe(p)
    class(tracer), intent(in) :: p
    if (allocated(p%path)) then
      print '(a,f6.2,a,*(i4))', 'tracer   mass', p%mass, ' path', p%path
    else
      print '(a,f6.2,a)', 'tracer   mass', p%mass, ' no path'
    end if
  end subroutine

  subroutine charged_describe(p)
    class(charged), intent(in) :: p
    print '(a,f6.2,a,f6.2,a,i3)', 'charged  mass', p%mass, ' q', p%q, ' steps', size(p%path)
  end subroutine

  function heavier(p) result(q)
    class(particle), intent(in) :: p
    type(tracer) :: q
    q%mass = p%mass * 2
    q%path = [7, 8]
  end function

  ! A copy of any particle, by assignment to a local CLASS(particle) allocatable.
  subroutine copy_and_mark(p, out)
    class(particle), intent(in) :: p
    class(particle), allocatable, intent(out) :: out
    out = p
    select type (out)
    class is (tracer)
      out%path(1) = -out%path(1)
    end select
  end subroutine

  subroutine clone_source(p, out)
    class(particle), intent(in) :: p
    class(particle), allocatable, intent(out) :: out
    allocate(out, source=p)
  end subroutine
end module

program class_allocatable_assignment
  use particles
  implicit none
  class(particle), allocatable :: a, b, c
  type(tracer) :: t
  type(charged) :: ch

  t%mass = 3
  t%path = [1, 2, 3]
  a = t
  call a%describe()
  b = a
  select type (b)
  type is (tracer)
    b%path(2) = 20
  end select
  call a%describe()
  call b%describe()
  ! Another dynamic type: reallocated.
  ch%mass = 5
  ch%q = 2
  ch%path = [4, 5, 6, 7]
  b = ch
  call b%describe()
  print '(a,l2)', 'same type as charged', same_type_as(b, ch)
  ! Back to the declared type.
  b = particle(9.0)
  call b%describe()
  print '(a,l2)', 'extends tracer', extends_type_of(b, t)
  ! A function result, which reads the old value of the variable.
  a = heavier(a)
  call a%describe()
  ! Through dummies.
  call copy_and_mark(ch, c)
  call c%describe()
  call ch%describe()
  call copy_and_mark(t, c)
  call c%describe()
  print '(a,*(i4))', 't%path', t%path
  call clone_source(ch, c)
  select type (c)
  type is (charged)
    c%path(1) = 100
  end select
  call c%describe()
  print '(a,*(i4))', 'ch%path', ch%path
  ! Self-assignment keeps the value.
  c = c
  call c%describe()
end program
