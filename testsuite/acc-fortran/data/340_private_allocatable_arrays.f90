! private and firstprivate of whole arrays behind descriptors (allocatable, pointer,
! assumed-shape) on compute constructs and loops (OpenACC 3.3 §2.5.13, §2.5.14): each gang
! works in elements of its own; the host's arrays keep their values. Application style: a
! module procedure with an allocatable work array private to the gang loop around vector
! loops, an assumed-shape dummy as scratch, a firstprivate table.
! expect-from: hand (gfortran 12 -fopenacc stops with an internal compiler error in expand_oacc_for on the private allocatable, flang-22 -fopenacc with "unsupported OpenACC operation: acc.private.recipe", and the sequential meaning differs by design: the host's arrays must keep their values; each line follows from §2.5.13-§2.5.14)
! expect-exit: 0
! expect-stdout:
! | tmp kept:   -1.0   -1.0
! | rows      328.0   12802.0
! | dummy scratch bad 0 w kept 35
! | firstprivate bad 0 table kept 360
! | firstprivate copy of the original 0
! | pointer   16  32  48  64 p kept   16.0
module scratch_m
  implicit none
contains
  subroutine reverse_rows(a, n)
    real, intent(inout) :: a(:,:)
    integer, intent(in) :: n
    real, allocatable :: tmp(:)
    integer :: i, j
    allocate(tmp(n))
    tmp = -1
    !$acc parallel loop gang private(tmp) copy(a)
    do j = 1, n
      !$acc loop vector
      do i = 1, n
        tmp(i) = a(i, j) * 2
      end do
      !$acc loop vector
      do i = 1, n
        a(i, j) = tmp(n + 1 - i)
      end do
    end do
    print '(a,f6.1,a,f6.1)', 'tmp kept: ', tmp(1), ' ', tmp(n)
  end subroutine

  subroutine with_dummy_scratch(w, out, n)
    integer, intent(in) :: n
    integer, intent(inout) :: w(:)
    integer, intent(out) :: out(n)
    integer :: i, k
    !$acc parallel loop private(w) copyout(out)
    do i = 1, n
      do k = 1, size(w)
        w(k) = i * k
      end do
      out(i) = sum(w)
    end do
  end subroutine
end module

program private_allocatable_arrays
  use scratch_m
  implicit none
  real :: a(64, 64)
  integer :: i, j, w(5), out(100), bad
  integer, allocatable :: table(:), got(:)
  real, pointer :: p(:)
  do j = 1, 64
    do i = 1, 64
      a(i, j) = i + 100 * j
    end do
  end do
  call reverse_rows(a, 64)
  print '(a,2f10.1)', 'rows ', a(1, 1), a(64, 64)

  w = 7
  call with_dummy_scratch(w, out, 100)
  bad = 0
  do i = 1, 100
    if (out(i) /= 15 * i) bad = bad + 1
  end do
  print '(a,i0,a,i0)', 'dummy scratch bad ', bad, ' w kept ', sum(w)

  allocate(table(8), got(200))
  table = [(10 * i, i = 1, 8)]
  !$acc parallel num_gangs(4) firstprivate(table) copyout(got(1:8))
  !$acc loop gang
  do i = 1, 8
    table(:) = table(:) + i
    got(i) = sum(table) - 8 * i
    table(:) = table(:) - i
  end do
  !$acc end parallel
  bad = count(got(1:8) /= 360)
  print '(a,i0,a,i0)', 'firstprivate bad ', bad, ' table kept ', sum(table)
  table = 5
  !$acc parallel loop firstprivate(table) copyout(got(1:100))
  do i = 1, 100
    got(i) = table(mod(i, 8) + 1)
  end do
  print '(a,i0)', 'firstprivate copy of the original ', count(got(1:100) /= 5)

  allocate(p(16))
  p = 1
  !$acc parallel num_gangs(4) private(p) copyout(got(1:4))
  !$acc loop gang
  do i = 1, 4
    p(:) = i
    got(i) = int(sum(p))
  end do
  !$acc end parallel
  print '(a,4i4,a,f6.1)', 'pointer ', got(1:4), ' p kept ', sum(p)
end program
