! `!$omp declare mapper` (OpenMP 5.0 §2.19.7.3) for a derived type with a pointer
! component, in a module: `map(tofrom: s)` of an object of the type maps its elements too
! (`v%data(1:v%n)`, attached), in a target construct, in `target enter data` / `target
! update from` / `target exit data`, for a dummy argument of the type. The region reports
! whether it sees the host's elements; an ordinary array beside them tells whether the device
! has memory of its own (discrete host memory, a GPU), where the mapped elements must not be
! the host's: without the mapper the region would follow the host's pointer.
! expect-from: flang-22 (gfortran 12 has no declare mapper, "Unclassifiable OpenMP directive"; bless with FLANG="flang-22 -fopenmp-version=50")
! expect-exit: 0
! expect-stdout:
! | sum 65
! | sum 130
! | OK
module vecs
  implicit none
  type vec
    integer :: n
    real(8), pointer :: data(:) => null()
  end type
  !$omp declare mapper(vec :: v) map(tofrom: v, v%data(1:v%n))
contains
  subroutine add_index(s, plain, errors)
    type(vec), intent(inout) :: s
    real(8), intent(inout) :: plain(:)
    integer, intent(inout) :: errors
    integer :: i
    integer(8) :: host_data, host_plain
    logical :: data_is_host, plain_is_host
    host_data = loc(s%data)
    host_plain = loc(plain)
    !$omp target map(tofrom: s, plain) map(from: data_is_host, plain_is_host)
    data_is_host = loc(s%data) == host_data
    plain_is_host = loc(plain) == host_plain
    do i = 1, s%n
      s%data(i) = s%data(i) + i
      plain(i) = i
    end do
    !$omp end target
    if (data_is_host .and. .not. plain_is_host) then
      print '(a)', 'the region used the host elements of s%data'
      errors = errors + 1
    end if
  end subroutine

  subroutine double_resident(s)
    type(vec), intent(inout) :: s
    integer :: i
    !$omp target enter data map(to: s)
    !$omp target
    do i = 1, s%n
      s%data(i) = 2 * s%data(i)
    end do
    !$omp end target
    !$omp target update from(s)
    !$omp target exit data map(release: s)
  end subroutine
end module

program declare_mapper
  use vecs
  implicit none
  type(vec) :: s
  real(8) :: plain(10)
  integer :: errors
  errors = 0
  allocate(s%data(10))
  s%n = 10
  s%data = 1
  plain = 0
  call add_index(s, plain, errors)
  print '(a,i0)', 'sum ', nint(sum(s%data))
  call double_resident(s)
  print '(a,i0)', 'sum ', nint(sum(s%data))
  if (nint(sum(plain)) /= 55) errors = errors + 1
  deallocate(s%data)
  if (errors == 0) then
    print '(a)', 'OK'
  else
    print '(a)', 'FAIL'
    stop 1
  end if
end program
