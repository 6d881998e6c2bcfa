! Derived types: a structure argument that the call receives as a copy (a section with
! strides or a pointer section for an explicit-shape INTENT(IN) dummy, a parenthesized
! structure, a function result, an array constructor for an assumed-shape dummy) holds
! copies of its allocatable components, which are deallocated after the call (§9.7.3.2 for the
! temporary, as for any structure that ceases to exist). 2000 calls each copy 3 structures with
! 8 KiB of components: keeping them would leave about 50 MiB in use, measured through glibc's
! heap statistics.
! link-with: ../arrays/helpers/heap_in_use.c
! expect-exit: 0
! expect-stdout:
! | sums     18000000.0    24000000.0  2007005000.0    18000000.0
! | heap grew by more than 1 MiB: F
module copy_in_m
  use iso_c_binding, only: c_int64_t
  implicit none
  interface
    function heap_in_use() bind(c, name='heap_in_use')
      import :: c_int64_t
      integer(c_int64_t) :: heap_in_use
    end function
  end interface
  type rec
    integer :: id = 0
    real(8), allocatable :: w(:)
  end type rec
contains
  real(8) function explicit(r, n)
    integer, intent(in) :: n
    type(rec), intent(in) :: r(n)
    integer :: i
    explicit = 0
    do i = 1, n
      explicit = explicit + sum(r(i)%w)
    end do
  end function explicit

  real(8) function assumed(r)
    type(rec), intent(in) :: r(:)
    integer :: i
    assumed = 0
    do i = 1, size(r)
      assumed = assumed + sum(r(i)%w)
    end do
  end function assumed

  real(8) function one(r)
    type(rec), intent(in) :: r
    one = sum(r%w) + r%id
  end function one

  function make(k) result(r)
    integer, intent(in) :: k
    type(rec) :: r
    r%id = k
    allocate(r%w(1000))
    r%w = k
  end function make
end module copy_in_m

program copy_in
  use copy_in_m
  implicit none
  type(rec), target :: a(6)
  type(rec), pointer :: q(:)
  integer(c_int64_t) :: before, after
  integer :: i, k
  real(8) :: t(5)
  do i = 1, 6
    a(i)%id = i
    allocate(a(i)%w(1000))
    a(i)%w = i
  end do
  q => a
  t = 0
  before = heap_in_use()
  do k = 1, 2000
    t(1) = t(1) + explicit(a(1:6:2), 3)
    t(2) = t(2) + explicit(q(2:6:2), 3)
    t(3) = t(3) + one((a(2))) + one(make(k))
    t(4) = t(4) + assumed([a(1), a(3), a(5)])
  end do
  after = heap_in_use()
  print '(a,4f14.1)', 'sums ', t(1:4)
  print '(a,l2)', 'heap grew by more than 1 MiB:', after - before > 1048576
end program copy_in
