! Allocatable locals without SAVE are deallocated when their procedure returns (Fortran 2008
! §6.7.3.2), also through an early RETURN; a SAVEd allocatable keeps its storage and an
! allocatable function result goes to the caller. 3000 calls each allocate 24 KiB: leaking them
! would leave about 70 MiB in use, measured through glibc's heap statistics.
! link-with: helpers/heap_in_use.c
! expect-exit: 0
! expect-stdout:
! | total   5255250000.0
! | result 500500.0  1000
! | saved calls   3001
! | heap grew by more than 1 MiB: F
module heap_check
  use iso_c_binding, only: c_int64_t
  implicit none
  interface
    function heap_in_use() bind(c, name='heap_in_use')
      import :: c_int64_t
      integer(c_int64_t) :: heap_in_use
    end function
  end interface
contains
  subroutine work(n, early, s)
    integer, intent(in) :: n
    logical, intent(in) :: early
    real(8), intent(out) :: s
    real(8), allocatable :: a(:), b(:, :)
    integer :: i
    allocate(a(n), b(n, 2))
    do i = 1, n
      a(i) = i
      b(i, 1) = 2 * i
      b(i, 2) = 3 * i
    end do
    s = sum(a)
    if (early) return
    s = s + sum(b)
  end subroutine

  function ramp(n) result(r)
    integer, intent(in) :: n
    real(8), allocatable :: r(:)
    integer :: i
    allocate(r(n))
    do i = 1, n
      r(i) = i
    end do
  end function

  subroutine kept(calls)
    integer, intent(out) :: calls
    integer, allocatable, save :: k(:)
    if (.not. allocated(k)) then
      allocate(k(1000))
      k = 0
    end if
    k(1) = k(1) + 1
    calls = k(1)
  end subroutine
end module

program auto_deallocate
  use heap_check
  implicit none
  integer(c_int64_t) :: before, after
  real(8) :: s, total
  real(8), allocatable :: y(:)
  integer :: i, calls

  call work(1000, .false., s)
  y = ramp(1000)
  call kept(calls)
  before = heap_in_use()
  total = 0
  do i = 1, 3000
    call work(1000, mod(i, 2) == 0, s)
    total = total + s
    y = ramp(1000)
    call kept(calls)
  end do
  after = heap_in_use()
  print '(a, f14.1)', 'total ', total
  print '(a, f8.1, i6)', 'result ', sum(y), size(y)
  print '(a, i6)', 'saved calls ', calls
  print '(a, l2)', 'heap grew by more than 1 MiB:', after - before > 1048576
end program
