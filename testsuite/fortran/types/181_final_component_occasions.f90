! Types: the occasions on which finalizable components are finalized (F2018 §7.5.6.3,
! §9.7.3.2, decision 129): an owner's nonallocatable and allocated allocatable buffers at the
! END of a procedure, the left side of an intrinsic assignment (the owner's final subroutine,
! its buffer, then its allocatable buffer, deallocated before it is defined), and the actual
! argument of an INTENT(OUT) dummy; of a CLASS(owner) allocatable assigned to and local at END,
! and the actual of a CLASS(owner), INTENT(OUT) dummy, finalized as their dynamic types.
! expect-from: flang-22 (gfortran 12 does not finalize the left side of an intrinsic assignment, PR 37336, fixed in 13, nor default-initializes an INTENT(OUT) dummy's components)
! link-with-acc: helpers/parts_mod.f90
! expect-exit: 0
! expect-stdout:
! | scoped   1
! | close owner   1 T
! | free buffer  10
! | free buffer  11
! | assign
! | close owner   2 T
! | free buffer  21
! | free buffer  22
! | a   3  31 F
! | intent(out)
! | close owner   3 T
! | free buffer  31
! | free buffer  32
! | reset F
! | b   4
! | assign class(owner)
! | close special none   5
! | close owner   5 F
! | free buffer  51
! | q   6
! | intent(out) class(owner)
! | close special none   6
! | close owner   6 F
! | free buffer  61
! | clear   0
! | end polymorphic
! | close special none   9
! | close owner   9 F
! | free buffer   0
! | close special out    7
! | close owner   7 F
! | free buffer   0
! | clear   0
! | q   6 T
module occasions
  use parts
  implicit none
contains
  subroutine scoped(n)
    integer, intent(in) :: n
    type(owner) :: o
    o%id = n
    o%buf%id = 10 * n
    allocate(o%extra)
    o%extra%id = 10 * n + 1
    print '(a,i4)', 'scoped', n
  end subroutine

  subroutine polymorphic(q)
    class(owner), allocatable, intent(inout) :: q
    class(owner), allocatable :: p
    allocate(special_owner :: p)
    p%id = 5
    p%buf%id = 51
    q = p
    p%id = 6
    p%buf%id = 61
    print '(a)', 'assign class(owner)'
    q = p
    print '(a,i4)', 'q', q%id
    print '(a)', 'intent(out) class(owner)'
    call clear(p)
    p%id = 9
    print '(a)', 'end polymorphic'
  end subroutine

  subroutine clear(o)
    class(owner), intent(out) :: o
    print '(a,i4)', 'clear', o%id
  end subroutine

  subroutine reset(o, n)
    type(owner), intent(out) :: o
    integer, intent(in) :: n
    print '(a,l2)', 'reset', allocated(o%extra)
    o%id = n
  end subroutine
end module

program final_component_occasions
  use parts
  use occasions
  implicit none
  type(owner), allocatable :: a
  type(owner) :: b
  type(special_owner) :: s
  class(owner), allocatable :: q

  call scoped(1)
  allocate(a)
  a%id = 2
  a%buf%id = 21
  allocate(a%extra)
  a%extra%id = 22
  b%id = 3
  b%buf%id = 31
  print '(a)', 'assign'
  a = b
  print '(a,i4,i4,l2)', 'a', a%id, a%buf%id, allocated(a%extra)
  allocate(b%extra)
  b%extra%id = 32
  print '(a)', 'intent(out)'
  call reset(b, 4)
  print '(a,i4)', 'b', b%id
  call polymorphic(q)
  s%id = 7
  s%tag = 'out'
  call clear(s)
  print '(a,i4,l2)', 'q', q%id, same_type_as(q, s)
end program
