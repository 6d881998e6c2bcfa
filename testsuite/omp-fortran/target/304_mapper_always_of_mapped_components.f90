! A `declare mapper` with its own `always` map type modifier (OpenMP 5.0 §2.19.7.3: the
! mapper's map clauses apply as written), applied to a variable whose components `enter data`
! mapped one by one (5.0 §2.19.7.1: their storage is the variable's): the mapper's
! `always, from` brings the data back at the end of each target region although the
! variable stays mapped, on a discrete memory too. OpenMP_VV test_declare_mapper_present's
! pattern in Fortran. Before, the Fortran mapper refused map modifiers, and the whole
! variable was "partly present" there.
! expect-from: hand (gfortran 12 has no `declare mapper`; flang-22 needs -fopenmp-version=52,
! which the bless script does not pass: the lines are its output with it, -O0 and -O2)
! expect-exit: 0
! expect-stdout:
! | init 4950
! | doubled 9900 len 100
module vecs
  implicit none
  type vec
    integer :: len
    integer, pointer :: data(:)
  end type
  !$omp declare mapper(vec :: v) map(always, from: v, v%data(1:v%len))
contains
  subroutine fill(v)
    type(vec), intent(inout) :: v
    integer :: i
    do i = 1, v%len
      v%data(i) = i - 1
    end do
  end subroutine
end module

program p
  use vecs
  implicit none
  type(vec) :: s
  integer :: i
  s%len = 100
  allocate(s%data(100))
  s%data = 0
  !$omp target enter data map(to: s%len, s%data)
  !$omp target
  call fill(s)
  !$omp end target
  print '(a,i0)', 'init ', sum(s%data)
  !$omp target
  do i = 1, s%len
    s%data(i) = 2 * s%data(i)
  end do
  !$omp end target
  print '(a,i0,a,i0)', 'doubled ', sum(s%data), ' len ', s%len
  !$omp target exit data map(delete: s%len, s%data)
  if (sum(s%data) /= 9900) stop 1
end program
