! `uses_allocators(allocator(traits))` in Fortran (OpenMP 5.0 §2.12.5): an allocator made for
! the region from a `type(omp_alloctrait)` array, named by the `allocate` clause of the
! region's private and firstprivate variables, in a subroutine; the program's allocator
! variable keeps its value. oxacc refused an allocator with traits ("only the predefined
! allocators").
! expect-from: hand (gfortran 12 does not know the clause; the lines are gfortran 12's build
! with the clause and the allocate clause left out: /work/wt/data/ompdev6/391g.f90)
! expect-exit: 0
! expect-stdout:
! | scaled: 3.0 6.0 9.0 12.0 15.0 18.0 21.0 24.0
! | count 8 kept T
program uses_allocators_traits
  use omp_lib
  implicit none
  integer(omp_allocator_handle_kind) :: scratch
  real(8) :: v(8)
  integer :: i, n
  scratch = omp_null_allocator
  v = [(dble(i), i = 1, 8)]
  call scale(v, 3.0d0, scratch, n)
  print '(a,8(1x,f0.1))', 'scaled:', v
  print '(a,i0,a,l1)', 'count ', n, ' kept ', scratch == omp_null_allocator
contains
  subroutine scale(a, f, al, count)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: f
    integer(omp_allocator_handle_kind), intent(inout) :: al
    integer, intent(out) :: count
    type(omp_alloctrait) :: traits(2)
    real(8) :: t
    integer :: k, c
    traits(1) = omp_alloctrait(omp_atk_alignment, 64)
    traits(2) = omp_alloctrait(omp_atk_fallback, omp_atv_null_fb)
    c = 0
    !$omp target uses_allocators(al(traits)) allocate(al: t, c) private(t) firstprivate(c) &
    !$omp& map(tofrom: a) map(from: count)
    do k = 1, size(a)
      t = a(k) * f
      a(k) = t
      c = c + 1
    end do
    count = c
    !$omp end target
  end subroutine
end program
