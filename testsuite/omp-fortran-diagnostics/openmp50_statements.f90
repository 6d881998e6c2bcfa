! OpenMP 5.0 directives of ALLOCATE statements and mappers in Fortran, misused: the directive
! of an ALLOCATE statement followed by another statement, naming an object the statement
! does not allocate, naming a non-allocatable; `map(mapper(id), …)` naming a mapper the item's
! type does not have; a mapper whose elements need a map each, on an array of run-time size.
module m50s
  implicit none
  type vec
    integer :: n
    real, pointer :: x(:) => null()
  end type
  !$omp declare mapper(vec :: v) map(v, v%x(1:v%n))
contains
  subroutine s(k)
    use omp_lib
    integer, intent(in) :: k
    real, allocatable :: a(:), b(:)
    real :: plain(4)
    type(vec) :: one
    type(vec), allocatable :: many(:)
    !$omp allocate(a) allocator(omp_default_mem_alloc)
    plain = 0
    !$omp allocate(b) allocator(omp_default_mem_alloc)
    allocate(a(k))
    !$omp allocators allocate(allocator(omp_default_mem_alloc): plain)
    allocate(b(k))
    !$omp target map(mapper(halves), tofrom: one)
    one%n = 1
    !$omp end target
    allocate(many(k))
    !$omp target map(tofrom: many)
    many(1)%n = 2
    !$omp end target
  end subroutine
end module
! expect-error: 20:11: the OpenMP 'allocate' directive of an ALLOCATE statement must be followed by an ALLOCATE statement
! expect-error: 22:20: 'b' in the OpenMP 'allocate' directive is not allocated by the ALLOCATE statement after it
! expect-error: 24:65: 'plain' in the OpenMP 'allocate' directive of an ALLOCATE statement is not allocatable or a pointer
! expect-error: 26:46: no mapper 'halves' for the type of this list item
! expect-error: 30:30: mapping the pointer or allocatable components of each element of an array of run-time size through a mapper is not supported yet
