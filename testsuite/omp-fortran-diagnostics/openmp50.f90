! OpenMP 5.0 declarative directives in Fortran, misused: `allocate` naming a dummy, a host
! procedure's variable, an allocatable among variables (openmp50_statements.f90 has the
! ALLOCATE statement's directive) and a variable twice; `declare variant` naming a variable,
! without `match`, with an unknown trait (the metadirective's errors: metadirective.f90).
module m50
  implicit none
  integer :: counter
contains
  subroutine host_proc(d)
    use omp_lib
    integer :: d
    integer :: outer(4)
    real, allocatable :: heap(:)
    integer :: twice
    !$omp allocate(d, heap, twice, twice) allocator(omp_default_mem_alloc)
    outer = 0
    twice = 1
    call inner()
  contains
    subroutine inner()
      !$omp allocate(outer)
      outer(1) = twice
    end subroutine
  end subroutine

  integer function base_a()
    !$omp declare variant(counter) match(device={kind(host)})
    base_a = 0
  end function

  integer function base_b()
    !$omp declare variant(base_a)
    base_b = 0
  end function

  integer function base_c()
    !$omp declare variant(base_a) match(device={colour(red)})
    base_c = 0
  end function

end module
! expect-error: 15:20: 'd' in OpenMP 'allocate' directive is not a variable declared in this scope
! expect-error: 15:23: 'heap' is allocatable or a pointer: name it in the OpenMP 'allocate' directive of its ALLOCATE statement
! expect-error: 15:36: 'twice' appears more than once in OpenMP 'allocate' directive
! expect-error: 21:22: 'outer' in OpenMP 'allocate' directive is not declared in the directive's scope
! expect-error: 27:27: 'counter' in 'declare variant' is not a procedure
! expect-error: 32:11: 'declare variant' needs a 'match' clause
! expect-error: 37:5: unknown trait 'colour' in the 'device' selector set
