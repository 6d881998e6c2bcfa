! The OpenMP 5.0 `allocate` directive (§2.11.3) in a procedure's specification part: an
! explicit-shape array, an automatic array and a scalar take their storage from the
! allocator for the procedure's lifetime (given back at its return: 100000 calls with 4 KiB
! each stay small), keep the default initialization of a derived type, and in target regions
! are the variables they were: the arrays mapped tofrom (the region sees the mapped copy, not
! the host's storage: on a GPU that faults), the scalar firstprivate. The region reports
! whether it sees the host's storage of each array; an ordinary array next to them tells
! whether the device has memory of its own (discrete host memory, a GPU).
! expect-from: hand (gfortran 12: "Unclassifiable OpenMP directive"; flang-22: "not yet implemented: OmpAllocateDirective"; the expectation is the spec's)
! expect-exit: 0
! expect-stdout:
! | sum 16704
! | counter 3 label abc
! | big 100000
! | OK
module alloc_dir
  use omp_lib
  implicit none
  type counter
    integer :: n = 3
    character(len=3) :: label = 'abc'
  end type
contains
  subroutine scale_on_device(n, k, errors)
    integer, intent(in) :: n, k
    integer, intent(inout) :: errors
    integer :: v(64), plain(64), i, scale, s
    real(8) :: w(n)
    type(counter) :: c
    integer(8) :: host_v, host_w, host_plain
    logical :: v_is_host, w_is_host, plain_is_host
    !$omp allocate(v, scale, w, c) allocator(omp_default_mem_alloc)
    scale = k
    do i = 1, n
      v(i) = i
      plain(i) = 0
      w(i) = 0.5d0 * i
    end do
    host_v = loc(v)
    host_w = loc(w)
    host_plain = loc(plain)
    ! Implicit: v, w and plain mapped tofrom, scale firstprivate.
    !$omp target map(from: v_is_host, w_is_host, plain_is_host)
    v_is_host = loc(v) == host_v
    w_is_host = loc(w) == host_w
    plain_is_host = loc(plain) == host_plain
    do i = 1, n
      v(i) = v(i) * scale + 1
      w(i) = w(i) * 2
      plain(i) = i
    end do
    scale = -1
    !$omp end target
    if ((v_is_host .or. w_is_host) .and. .not. plain_is_host) then
      print '(a)', 'the region used the host storage of v or w'
      errors = errors + 1
    end if
    if (scale /= k) then
      print '(a,i0)', 'firstprivate scale changed on the host: ', scale
      errors = errors + 1
    end if
    do i = 1, n
      if (v(i) /= i * k + 1 .or. plain(i) /= i .or. w(i) /= i) then
        print '(a,i0,a,i0)', 'v(', i, ') = ', v(i)
        errors = errors + 1
        exit
      end if
    end do
    s = 0
    !$omp target teams distribute parallel do reduction(+: s) map(to: w)
    do i = 1, n
      s = s + v(i) + int(w(i))
    end do
    print '(a,i0)', 'sum ', s
    print '(a,i0,a,a)', 'counter ', c%n, ' label ', c%label
  end subroutine

  integer function touch(r)
    integer, intent(in) :: r
    character :: big(4096)
    !$omp allocate(big) allocator(omp_default_mem_alloc)
    big(mod(r, 4096) + 1) = achar(mod(r, 26) + 65)
    touch = 1
    if (big(mod(r, 4096) + 1) /= achar(mod(r, 26) + 65)) touch = 0
  end function
end module

program allocate_directive
  use alloc_dir
  implicit none
  integer :: errors, r, total
  errors = 0
  call scale_on_device(64, 7, errors)
  total = 0
  do r = 1, 100000
    total = total + touch(r)
  end do
  print '(a,i0)', 'big ', total
  if (errors == 0) then
    print '(a)', 'OK'
  else
    print '(a)', 'FAIL'
    stop 1
  end if
end program
