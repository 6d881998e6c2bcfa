program map_iterator_errors
  implicit none
  type field
    real, allocatable :: v(:)
  end type
  type(field) :: f(4)
  integer :: j
!$omp target teams distribute parallel do map(iterator(i = 1:4), to: f(i)%v)
  do j = 1, 4
  end do
!$omp target map(iterator(i = 1:4), to: f(i)%v) nowait
!$omp end target
!$omp target update to(iterator(i = 1:4): f(i)%v) from(f)
!$omp target enter data map(iterator(i = 1:4) f(i)%v)
end program map_iterator_errors
! The iterator modifier (OpenMP 5.1 §2.21.7.1): a combined loop construct (line 8) and a
! construct with `nowait` (line 11, run undeferred) are fine; errors: a
! standalone directive with iterated and plain motion clauses (C's rules, decision 96); a
! modifier without a map type.
! expect-error: 13:24: every map or motion clause of this directive must have the same 'iterator' modifier
! expect-error: 14:29: a map or motion clause with an 'iterator' modifier needs its ':' (and a map clause its map type)
