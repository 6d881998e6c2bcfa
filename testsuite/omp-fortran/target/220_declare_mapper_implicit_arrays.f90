! `!$omp declare mapper` (OpenMP 5.0 §2.19.7.3) where the program names no map: a variable
! of a mapped type that a target region uses without a map clause gets the default mapper
! (its implicit `tofrom` map), an array of the type maps each element with the mapper (here
! explicitly and implicitly, each element's pointer component attached), and
! `map(mapper(id), …)` picks a named mapper (`halves` maps only the first half of the
! elements). Each region reports whether it sees host elements; an ordinary array beside
! them tells whether the device has memory of its own (discrete host memory, a GPU), where
! mapped elements must not be the host's: without the mappers the regions would follow the
! host's pointers, and the named mapper's region must not see the second half.
! expect-from: flang-22 (gfortran 12 has no declare mapper; bless with FLANG="flang-22 -fopenmp-version=50")
! expect-exit: 0
! expect-stdout:
! | implicit 65
! | array 28 36 44
! | implicit array 56 72 88
! | halves 30 15
! | OK
module fields
  implicit none
  type field
    integer :: n
    real(8), pointer :: data(:) => null()
  end type
  !$omp declare mapper(field :: f) map(tofrom: f, f%data(1:f%n))
  !$omp declare mapper(halves: field :: f) map(to: f) map(tofrom: f%data(1:f%n/2))
contains
  ! The scalar is used in the region and named by no clause.
  subroutine add_index(s, plain, errors)
    type(field), intent(inout) :: s
    real(8), intent(inout) :: plain(:)
    integer, intent(inout) :: errors
    integer :: i
    integer(8) :: host_data, host_plain
    logical :: data_is_host, plain_is_host
    host_data = loc(s%data)
    host_plain = loc(plain)
    !$omp target map(from: data_is_host, plain_is_host)
    data_is_host = loc(s%data) == host_data
    plain_is_host = loc(plain) == host_plain
    do i = 1, s%n
      s%data(i) = s%data(i) + i
      plain(i) = i
    end do
    !$omp end target
    call check(data_is_host, plain_is_host, 's%data', errors)
  end subroutine

  subroutine check(data_is_host, plain_is_host, what, errors)
    logical, intent(in) :: data_is_host, plain_is_host
    character(*), intent(in) :: what
    integer, intent(inout) :: errors
    if (data_is_host .and. .not. plain_is_host) then
      print '(3a)', 'the region used the host elements of ', what
      errors = errors + 1
    end if
  end subroutine
end module

program declare_mapper_implicit
  use fields
  implicit none
  type(field) :: s, parts(3), half
  real(8) :: plain(10)
  integer(8) :: host_first, host_plain
  logical :: data_is_host, plain_is_host
  integer :: errors, i, k
  errors = 0
  allocate(s%data(10))
  s%n = 10
  s%data = 1
  plain = 0
  call add_index(s, plain, errors)
  print '(a,i0)', 'implicit ', nint(sum(s%data))

  do k = 1, 3
    allocate(parts(k)%data(4))
    parts(k)%n = 4
    parts(k)%data = k
  end do
  host_first = loc(parts(3)%data)
  host_plain = loc(plain)
  ! An explicit map of the array: every element through the mapper.
  !$omp target map(tofrom: parts, plain) map(from: data_is_host, plain_is_host)
  data_is_host = loc(parts(3)%data) == host_first
  plain_is_host = loc(plain) == host_plain
  do k = 1, 3
    do i = 1, parts(k)%n
      parts(k)%data(i) = parts(k)%data(i) + 2 * i + k
    end do
  end do
  !$omp end target
  call check(data_is_host, plain_is_host, 'parts(3)%data', errors)
  print '(a,3(1x,i0))', 'array', (nint(sum(parts(k)%data)), k = 1, 3)

  ! The array named by no clause: its implicit map uses the default mapper element by
  ! element too.
  !$omp target map(from: data_is_host, plain_is_host)
  data_is_host = loc(parts(3)%data) == host_first
  plain_is_host = loc(plain) == host_plain
  do k = 1, 3
    do i = 1, parts(k)%n
      parts(k)%data(i) = 2 * parts(k)%data(i)
    end do
  end do
  !$omp end target
  call check(data_is_host, plain_is_host, 'parts(3)%data (implicit)', errors)
  print '(a,3(1x,i0))', 'implicit array', (nint(sum(parts(k)%data)), k = 1, 3)

  ! A named mapper: only the first half of the elements travels. The host changes the
  ! second half while the object is on the device; the exit's `from` must not copy the
  ! device's (old) second half back over it.
  allocate(half%data(6))
  half%n = 6
  half%data = 1
  !$omp target enter data map(mapper(halves), to: half)
  half%data(4:6) = 5
  !$omp target map(mapper(halves), tofrom: half)
  do i = 1, half%n / 2
    half%data(i) = half%data(i) + 9
  end do
  !$omp end target
  !$omp target exit data map(mapper(halves), from: half)
  print '(a,i0,1x,i0)', 'halves ', nint(sum(half%data(1:3))), nint(sum(half%data(4:6)))

  if (errors == 0) then
    print '(a)', 'OK'
  else
    print '(a)', 'FAIL'
    stop 1
  end if
end program
