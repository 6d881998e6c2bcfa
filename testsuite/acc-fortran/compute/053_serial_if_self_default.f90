! reference: without -fopenacc
! Compute: `serial` for a sequential step between parallel loops, `if` clauses decided at
! run time by a logical dummy (host execution when false, §2.5.14), `default(present)` in a
! data region (§2.5.16), and `self` on a parallel construct (§2.5.6; gfortran 12 rejects
! it: the reference is the sequential meaning).
! expect-exit: 0
! expect-stdout:
! | b(1), b(n), prefix =           3.0      375750.0      375750.0
! | a(1), sum(a) =       6.0    3000.0
module ctl_m
  implicit none
contains
  subroutine step(a, n, on_device)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n)
    logical, intent(in) :: on_device
    integer :: i
    !$acc parallel loop if(on_device) copy(a)
    do i = 1, n
      a(i) = a(i) + 1
    end do
  end subroutine step
end module ctl_m

program serial_if_self_default
  use ctl_m
  implicit none
  integer, parameter :: n = 500
  real(8) :: a(n), b(n), prefix
  integer :: i
  logical :: host_only
  a = 1
  b = 0
  call step(a, n, .true.)
  call step(a, n, .false.)
  !$acc data copy(a, b) copyout(prefix)
  !$acc parallel loop default(present)
  do i = 1, n
    b(i) = a(i) * i
  end do
  !$acc serial default(present)
  prefix = 0
  do i = 1, n
    prefix = prefix + b(i)
    b(i) = prefix
  end do
  !$acc end serial
  !$acc end data
  host_only = .false.
  !$acc parallel loop self(host_only) copy(a)
  do i = 1, n
    a(i) = a(i) * 2
  end do
  print '(a, 3f14.1)', 'b(1), b(n), prefix =', b(1), b(n), prefix
  print '(a, 2f10.1)', 'a(1), sum(a) =', a(1), sum(a)
end program serial_if_self_default
