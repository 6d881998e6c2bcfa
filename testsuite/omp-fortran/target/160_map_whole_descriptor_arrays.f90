! Every map type on a WHOLE allocatable, pointer or assumed-shape array of a target construct
! whose region writes the array (OpenMP 4.5 §2.15.5): only `from` and `tofrom` bring the
! region's writes back; `to` and `alloc` leave the host's array as it was. oxacc gave every
! such array an implicit `tofrom` of its elements besides the map clause (it attached the
! descriptor's device copy to them), whose exit came last and copied the writes back
! (decision 63; OpenMP_VV 5.0 test_target_defaultmap_none). Also inside target data, after
! target enter data, and nested. Self-checking in both memory models: `probe`, a fixed-size
! array, tells whether the device shares the host's memory.
! expect-exit: 0
! expect-stdout:
! | to: ok
! | tofrom: ok
! | from: ok
! | alloc: ok
! | target data to: ok
! | target data tofrom: ok
! | enter/exit data: ok
! | nested: ok
! | teams distribute to: ok
! | pointer to: ok
! | dummy to: ok
program map_whole_descriptor_arrays
  implicit none
  integer, parameter :: n = 8
  integer, allocatable :: b(:)
  integer, pointer :: p(:)
  integer :: probe(1), s, i
  logical :: shared
  probe = 0
  !$omp target map(to: probe)
  probe(1) = 1
  !$omp end target
  shared = probe(1) == 1
  allocate(b(n), p(n))

  call reset()
  !$omp target map(to: b) map(from: s)
  s = sum(b)
  b(1) = 9
  !$omp end target
  call check('to', s == 36 .and. b(1) == merge(9, 1, shared))

  call reset()
  !$omp target map(tofrom: b) map(from: s)
  s = sum(b)
  b(1) = 9
  !$omp end target
  call check('tofrom', s == 36 .and. b(1) == 9 .and. b(2) == 2)

  b = 0
  !$omp target map(from: b)
  do i = 1, n
    b(i) = 3 * i
  end do
  !$omp end target
  call check('from', b(1) == 3 .and. b(n) == 3 * n)

  call reset()
  !$omp target map(alloc: b) map(from: s)
  b = 4
  s = sum(b)
  !$omp end target
  call check('alloc', s == 4 * n .and. b(1) == merge(4, 1, shared) .and. b(n) == merge(4, n, shared))

  call reset()
  !$omp target data map(to: b)
  !$omp target map(from: s)
  s = sum(b)
  b(2) = 9
  !$omp end target
  !$omp end target data
  call check('target data to', s == 36 .and. b(2) == merge(9, 2, shared))

  call reset()
  !$omp target data map(tofrom: b)
  !$omp target map(to: b)
  b(2) = 9
  !$omp end target
  !$omp end target data
  call check('target data tofrom', b(2) == 9)

  call reset()
  !$omp target enter data map(to: b)
  !$omp target map(to: b)
  b(3) = 9
  !$omp end target
  !$omp target map(tofrom: b)
  b(4) = 9
  !$omp end target
  !$omp target exit data map(release: b)
  call check('enter/exit data', b(3) == merge(9, 3, shared) .and. b(4) == merge(9, 4, shared))

  call reset()
  !$omp target data map(to: b)
  !$omp target data map(tofrom: b)
  !$omp target map(to: b)
  b(5) = 9
  !$omp end target
  !$omp end target data
  !$omp end target data
  call check('nested', b(5) == merge(9, 5, shared))

  call reset()
  s = 0
  !$omp target teams distribute parallel do map(to: b) reduction(+: s)
  do i = 1, n
    s = s + b(i)
    b(i) = 0
  end do
  call check('teams distribute to', s == 36 .and. b(n) == merge(0, n, shared))

  do i = 1, n
    p(i) = i
  end do
  !$omp target map(to: p) map(from: s)
  s = sum(p)
  p(1) = 9
  !$omp end target
  call check('pointer to', s == 36 .and. p(1) == merge(9, 1, shared))

  call reset()
  call dummy(b, s)
  call check('dummy to', s == 36 .and. b(6) == merge(9, 6, shared))
  deallocate(b, p)
contains
  subroutine dummy(x, t)
    integer, intent(inout) :: x(:)
    integer, intent(out) :: t
    !$omp target map(to: x) map(from: t)
    t = sum(x)
    x(6) = 9
    !$omp end target
  end subroutine
  subroutine reset()
    do i = 1, n
      b(i) = i
    end do
  end subroutine
  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      print '(a, a)', what, ': ok'
    else
      print '(a, a, 8i4)', what, ': WRONG', b
    end if
  end subroutine
end program
