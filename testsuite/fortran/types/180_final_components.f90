! Types: finalization of components and of polymorphic objects (F2018 §7.5.6.2, §7.5.6.3,
! decision 129), types from a module in another file: the owner's final subroutine, then its
! nonallocatable finalizable component (step 2), then, as the owner is deallocated, its
! allocated allocatable component; an extension's own final subroutine before its parent
! component's; a type finalizable only through its component (a local at END, an array with
! the component's rank-1 final subroutine); a CLASS(owner) allocatable finalized as its dynamic
! type.
! link-with-acc: helpers/parts_mod.f90
! expect-exit: 0
! expect-stdout:
! | deallocate owner
! | close owner   1 T
! | free buffer  11
! | free buffer  12
! | deallocate special
! | close special spec   2
! | close owner   2 F
! | free buffer  21
! | weigh  1.5
! | free buffer  31
! | deallocate holders
! | free buffer  41
! | free buffer  42
! | free buffer  43
! | deallocate class(owner)
! | close special none   5
! | close owner   5 T
! | free buffer  51
! | free buffer  52
! | drop   6
! | close owner   6 F
! | free buffer  61
! | drop   7
! | close special none   7
! | close owner   7 F
! | free buffer  71
! | end F
module users
  use parts
  implicit none
contains
  subroutine weigh(n)
    integer, intent(in) :: n
    type(holder) :: h
    h%inner%id = 30 + n
    print '(a,f5.1)', 'weigh', h%weight * n
  end subroutine

  subroutine drop(p)
    class(owner), allocatable, intent(inout) :: p
    print '(a,i4)', 'drop', p%id
    deallocate(p)
  end subroutine
end module

program final_components
  use parts
  use users
  implicit none
  type(owner), allocatable :: o
  type(special_owner), allocatable :: s
  type(holder), allocatable :: hs(:)
  class(owner), allocatable :: p

  allocate(o)
  o%id = 1
  o%buf%id = 11
  allocate(o%extra)
  o%extra%id = 12
  print '(a)', 'deallocate owner'
  deallocate(o)

  allocate(s)
  s%id = 2
  s%buf%id = 21
  s%tag = 'spec'
  print '(a)', 'deallocate special'
  deallocate(s)

  call weigh(1)

  allocate(hs(3))
  hs%inner%id = [41, 42, 43]
  print '(a)', 'deallocate holders'
  deallocate(hs)

  allocate(special_owner :: p)
  p%id = 5
  p%buf%id = 51
  allocate(p%extra)
  p%extra%id = 52
  print '(a)', 'deallocate class(owner)'
  deallocate(p)

  allocate(owner :: p)
  p%id = 6
  p%buf%id = 61
  call drop(p)
  allocate(special_owner :: p)
  p%id = 7
  p%buf%id = 71
  call drop(p)
  print '(a,l2)', 'end', allocated(p)
end program
