! Derived types: mutually recursive types through allocatable components (§7.5.4.1: an
! ALLOCATABLE component may name a type defined later in the specification part): sections
! holding an allocatable array of paragraphs, paragraphs an allocatable subsection. Intrinsic
! assignment deep-copies at every depth (§10.2.1.3), also over an allocated copy (whose old
! nodes are freed); MOVE_ALLOC moves subtrees between a variable and components (§16.9.137);
! local trees, function results and INTENT(OUT) dummies are deallocated automatically
! (§9.7.3.2), here in loops.
! expect-from: flang-22 (gfortran 12 stops with an internal compiler error on an allocatable component of a type defined later)
! expect-exit: 0
! expect-stdout:
! | x       9       5       3     512
! | y       9       5       3     512
! | x       9       5       3     512
! | y       9       5       3    1930
! | y       6       3       3     798
! | z       3       2       2    1132
! | x       9       5       3     512
! | y       9       5       3     512
! | t       6       4       3    1458
! | z       0       0       0       0
! | loop    1  482 2336
! | loop    2 1226 2566
! | loop    3 2232 2796
! | loop    4 3500 3026
! | out    2    3
module doc_m
  implicit none
  type section
    integer :: id = 0
    type(para), allocatable :: paras(:)
  end type section
  type para
    integer :: words = 0
    type(section), allocatable :: sub
  end type para
contains
  recursive subroutine build(s, id, depth)
    type(section), intent(inout) :: s
    integer, intent(in) :: id, depth
    integer :: i
    s%id = id
    allocate(s%paras(depth))
    do i = 1, depth
      s%paras(i)%words = 10 * id + i
      if (i < depth) then
        allocate(s%paras(i)%sub)
        call build(s%paras(i)%sub, 2 * id + i, depth - 1)
      end if
    end do
  end subroutine build

  ! Paragraphs, sections with paragraphs, the deepest nesting and a checksum.
  recursive subroutine stats(s, nparas, nsecs, depth, check)
    type(section), intent(in) :: s
    integer, intent(inout) :: nparas, nsecs, check
    integer, intent(out) :: depth
    integer :: i, d
    nsecs = nsecs + 1
    depth = 1
    check = check + 7 * s%id
    if (.not. allocated(s%paras)) return
    do i = 1, size(s%paras)
      nparas = nparas + 1
      check = check + s%paras(i)%words
      if (allocated(s%paras(i)%sub)) then
        call stats(s%paras(i)%sub, nparas, nsecs, d, check)
        depth = max(depth, d + 1)
      end if
    end do
  end subroutine stats

  subroutine show(tag, s, present_)
    character(len=*), intent(in) :: tag
    type(section), intent(in) :: s
    logical, intent(in) :: present_
    integer :: np, ns, d, c
    np = 0; ns = 0; d = 0; c = 0
    if (present_) call stats(s, np, ns, d, c)
    print '(a,4i8)', tag, np, ns, d, c
  end subroutine show

  function tree(id, depth) result(s)
    integer, intent(in) :: id, depth
    type(section) :: s
    call build(s, id, depth)
  end function tree

  ! Local trees per call (one a changed copy of the other), freed on return: the copy's
  ! checksum.
  integer function local_words(n) result(w)
    integer, intent(in) :: n
    type(section) :: s, t
    integer :: np, ns, d
    call build(s, n, 3)
    t = s
    t%paras(1)%sub%paras(1)%words = t%paras(1)%sub%paras(1)%words + n
    np = 0; ns = 0; w = 0
    call stats(t, np, ns, d, w)
    w = w - s%paras(1)%sub%paras(1)%words
  end function local_words

  subroutine reset(s)
    type(section), intent(out) :: s
    s%id = -1
  end subroutine reset
end module doc_m

program mutually_recursive_allocatables
  use doc_m
  implicit none
  type(section) :: x, y
  type(section), allocatable :: z
  type(section) :: t
  integer :: i, total
  call build(x, 1, 3)
  call show('x', x, .true.)
  y = x
  call show('y', y, .true.)
  ! The copy is deep: changing it deep down leaves the original.
  y%paras(1)%sub%paras(1)%sub%paras(1)%words = 999
  y%paras(2)%sub%id = y%paras(2)%sub%id + 70
  call show('x', x, .true.)
  call show('y', y, .true.)
  ! MOVE_ALLOC of a component into a variable: the subtree leaves y.
  call move_alloc(y%paras(1)%sub, z)
  call show('y', y, .true.)
  call show('z', z, allocated(z))
  ! Assignment over an allocated copy frees its old nodes first.
  y = x
  call show('x', x, .true.)
  call show('y', y, .true.)
  ! MOVE_ALLOC of a variable into a component, and a function result assigned.
  t = tree(5, 2)
  call move_alloc(z, t%paras(2)%sub)
  call show('t', t, .true.)
  call show('z', x, allocated(z))
  total = 0
  do i = 1, 4
    y = tree(i, 3)
    x = y
    total = total + local_words(i)
    print '(a,3i5)', 'loop', i, total, sum(x%paras%words) + 100 * x%paras(1)%sub%id + &
      1000 * size(y%paras(2)%sub%paras)
  end do
  call reset(x)
  print '(a,2i5)', 'out', merge(1, 2, allocated(x%paras)), size(y%paras)
end program mutually_recursive_allocatables
