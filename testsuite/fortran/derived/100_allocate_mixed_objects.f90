! One ALLOCATE/DEALLOCATE statement for variables and derived-type components together
! (§9.7.1, §9.7.3), as application setup code writes it: bounds from expressions, STAT= and
! ERRMSG=, SOURCE= and MOLD= for all objects, a nested component of an array element,
! pointers among them, deep deallocation of an element with allocatable components, and the
! error conditions (allocating an allocated object, deallocating an unallocated one).
! expect-exit: 0
! expect-stdout:
! | setup stat 0 untouched
! | bounds 0 3 5
! | shape 2 3 2
! | allocated F T T
! | default ids -1 -1
! |     6.00   10.00   18.00
! | again T T 5
! | w allocated T
! |   1.25  1.25  1.25  1.25  1.25  1.25
! |   1.0  2.0  3.0  4.0  1.0  2.0  3.0  4.0
! | mold 4 4
! | [field1] 6
! |   16.0   2.0
! | dealloc 0 F F F F
! | unallocated T T
module fields
  implicit none
  type patch
    real(8), allocatable :: d(:, :)
    integer :: id = -1
  end type
  type state
    real(8), allocatable :: b(:)
    type(patch) :: c(3)
    type(patch), allocatable :: extra(:)
    character(len=:), allocatable :: label
    real(8), pointer :: view(:) => null()
  end type
contains
  subroutine setup(s, a, n, m, ierr)
    type(state), intent(inout) :: s
    real(8), allocatable, intent(inout) :: a(:)
    integer, intent(in) :: n, m
    integer, intent(out) :: ierr
    character(len=64) :: msg
    integer :: k
    k = 2
    msg = 'untouched'
    allocate(a(0:n - 1), s%b(m), s%c(k)%d(2, 3), s%extra(2), s%view(n), stat=ierr, errmsg=msg)
    print '(a, i0, 1x, a)', 'setup stat ', ierr, trim(msg)
  end subroutine
end module

program main
  use fields
  implicit none
  type(state) :: s
  real(8), allocatable :: a(:), w(:), z(:, :)
  integer :: ierr, i
  character(len=64) :: msg

  call setup(s, a, 4, 5, ierr)
  print '(a, i0, 1x, i0, 1x, i0)', 'bounds ', lbound(a, 1), ubound(a, 1), size(s%b)
  print '(a, 2(i0, 1x), i0)', 'shape ', shape(s%c(2)%d), size(s%extra)
  print '(a, l1, 1x, l1, 1x, l1)', 'allocated ', allocated(s%c(1)%d), allocated(s%c(2)%d), &
    associated(s%view)
  print '(a, 2(i0, 1x))', 'default ids ', s%extra%id
  a = [(real(i, 8), i = 0, 3)]
  s%b = 2
  s%c(2)%d = 3
  s%view = 1.5d0
  print '(3f8.2)', sum(a), sum(s%b), sum(s%c(2)%d)

  ! Allocated again: an error condition; STAT= and ERRMSG= say so, the objects keep theirs.
  msg = ''
  allocate(w(3), s%b(9), stat=ierr, errmsg=msg)
  print '(a, l1, 1x, l1, 1x, i0)', 'again ', ierr /= 0, len_trim(msg) > 0, size(s%b)
  print '(a, l1)', 'w allocated ', allocated(w)
  if (allocated(w)) deallocate(w)

  ! SOURCE= gives every object its shape and value, MOLD= the shape.
  deallocate(a, s%b, s%c(2)%d)
  allocate(a(3), s%b(3), source=1.25d0)
  print '(6f6.2)', a, s%b
  deallocate(a, s%b)
  allocate(z(2, 2))
  z = reshape([1d0, 2d0, 3d0, 4d0], [2, 2])
  allocate(s%c(1)%d, s%c(3)%d, source=z)
  print '(8f5.1)', s%c(1)%d, s%c(3)%d
  allocate(a(size(s%view)), s%b(size(s%view)), mold=s%view)
  print '(a, i0, 1x, i0)', 'mold ', size(a), size(s%b)

  ! Deferred-length character component and a character variable with a type-spec.
  allocate(character(len=6) :: s%label)
  s%label = 'field1'
  print '(a, a, a, i0)', '[', s%label, '] ', len(s%label)

  ! Structures in an allocatable component array own their components: freed with it.
  allocate(s%extra(1)%d(4, 4), s%extra(2)%d(1, 1))
  s%extra(1)%d = 1
  s%extra(2)%d = 2
  print '(2f6.1)', sum(s%extra(1)%d), sum(s%extra(2)%d)
  deallocate(a, s%b, s%c(1)%d, s%c(3)%d, s%extra, s%view, s%label, stat=ierr)
  print '(a, i0, 4(1x, l1))', 'dealloc ', ierr, allocated(a), allocated(s%b), &
    allocated(s%extra), allocated(s%label)

  ! Deallocating what is not allocated: an error condition.
  msg = ''
  deallocate(a, s%b, stat=ierr, errmsg=msg)
  print '(a, l1, 1x, l1)', 'unallocated ', ierr /= 0, len_trim(msg) > 0
  deallocate(z)
end program
