! The OpenMP `allocate` directive of an ALLOCATE statement (5.0 §2.11.3: naming the
! allocatables, or without a list for every object of the statement) and 5.2's `allocators`
! construct: the storage comes from the allocator, and DEALLOCATE gives it back (explicitly,
! on reallocation by an assignment, when a procedure's local allocatable goes out of scope,
! in a procedure other than the allocating one). The allocator is one of the program's with
! 4096-byte alignment (omp_init_allocator through a C interface): storage from it is aligned
! so, which `malloc`'s almost never is; memory it gave that `free` received would abort the
! program. Target regions map the allocatables as any other (implicitly and explicitly).
! expect-from: hand (gfortran 12: "Unclassifiable OpenMP directive"; flang-22: "not yet implemented: OmpAllocateDirective"; the expectation is the sequential meaning with the allocator's alignment)
! expect-exit: 0
! expect-stdout:
! | aligned a b c: T T T
! | sums 500500 1001000 60
! | device sums 501500 1003000
! | local aligned T
! | realloc 3 sum 6
! | dealloc in another procedure T
! | OK
module pools
  use iso_c_binding
  implicit none
  type, bind(c) :: alloctrait
    integer(c_int) :: key
    integer(c_intptr_t) :: value
  end type
  interface
    function init_allocator(memspace, ntraits, traits) bind(c, name='omp_init_allocator')
      import :: c_intptr_t, c_int, alloctrait
      integer(c_intptr_t), value :: memspace
      integer(c_int), value :: ntraits
      type(alloctrait), intent(in) :: traits(*)
      integer(c_intptr_t) :: init_allocator
    end function
  end interface
  ! omp_atk_alignment (5.0 §2.11.2), omp_default_mem_space.
  integer(c_int), parameter :: atk_alignment = 2
  integer(c_intptr_t), parameter :: default_mem_space = 0
  integer(8) :: aligned4k
contains
  logical function aligned(p)
    integer(8), intent(in) :: p
    aligned = mod(p, 4096_8) == 0
  end function

  subroutine make_pool()
    type(alloctrait) :: t(1)
    t(1) = alloctrait(atk_alignment, 4096)
    aligned4k = init_allocator(default_mem_space, 1, t)
  end subroutine

  ! A local allocatable from the allocator, freed when the procedure returns.
  logical function local_is_aligned(n)
    integer, intent(in) :: n
    real(8), allocatable :: w(:)
    !$omp allocate(w) allocator(aligned4k)
    allocate(w(n))
    w = 1
    local_is_aligned = aligned(loc(w)) .and. nint(sum(w)) == n
  end function

  subroutine release(x)
    real(8), allocatable, intent(inout) :: x(:)
    deallocate(x)
  end subroutine
end module

program allocate_statement
  use pools
  implicit none
  real(8), allocatable :: a(:), b(:), x(:)
  integer, allocatable :: c(:, :)
  integer :: i, k
  logical :: ok(3), local_ok
  call make_pool()
  !$omp allocate(a) allocator(aligned4k)
  allocate(a(1000))
  ! Without a list: every object of the statement.
  !$omp allocate allocator(aligned4k)
  allocate(b(1000), c(3, 4))
  ok = [aligned(loc(a)), aligned(loc(b)), aligned(loc(c))]
  print '(a,3(1x,l1))', 'aligned a b c:', ok
  do i = 1, 1000
    a(i) = i
    b(i) = 2 * i
  end do
  c = 5
  print '(a,i0,1x,i0,1x,i0)', 'sums ', nint(sum(a)), nint(sum(b)), sum(c)

  ! Target regions: `a` implicitly, `b` explicitly mapped.
  !$omp target teams distribute parallel do
  do i = 1, 1000
    a(i) = a(i) + 1
  end do
  !$omp target map(tofrom: b)
  do i = 1, 1000
    b(i) = b(i) + 2
  end do
  !$omp end target
  print '(a,i0,1x,i0)', 'device sums ', nint(sum(a)), nint(sum(b))

  local_ok = .true.
  do k = 1, 50
    local_ok = local_ok .and. local_is_aligned(100 * k)
  end do
  print '(a,l1)', 'local aligned ', local_ok

  ! Reallocation by assignment gives the allocator's storage back and takes new storage
  ! the ordinary way (the directive applied to the ALLOCATE statement only).
  a = [1d0, 2d0, 3d0]
  print '(a,i0,a,i0)', 'realloc ', size(a), ' sum ', nint(sum(a))

  ! 5.2's form, deallocated by another procedure.
  !$omp allocators allocate(allocator(aligned4k): x)
  allocate(x(10))
  i = merge(1, 0, aligned(loc(x)))
  call release(x)
  print '(a,l1)', 'dealloc in another procedure ', i == 1 .and. .not. allocated(x)

  deallocate(a, b, c)
  if (all(ok) .and. local_ok) then
    print '(a)', 'OK'
  else
    print '(a)', 'FAIL'
    stop 1
  end if
end program
