! App: a blocked update pipelined over async queues: each block's `kernels` region (a plain
! DO loop over an assumed-shape section passed in place, no data clauses inside the caller's
! `data` region: present) runs `async(b)` on the queue of its block, and one `wait` joins
! them before the result comes back; timed with system_clock.
! remark: kernels: loop at 19:5 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | sum(x):      100018000.00
! | first of each block:         2.0      4003.0     12004.0     24005.0
module blocks_m
  implicit none
contains
  subroutine scale_block(x, f, q)
    real(8), intent(inout) :: x(:)
    real(8), intent(in) :: f
    integer, intent(in) :: q
    integer :: i
    !$acc kernels present(x) async(q)
    do i = 1, size(x)
      x(i) = f * x(i) + 1
    end do
    !$acc end kernels
  end subroutine scale_block
end module blocks_m

program kernels_async_blocks
  use blocks_m
  implicit none
  integer, parameter :: n = 8000, nb = 4, bs = n / nb
  real(8) :: x(n)
  integer :: i, b, t0, t1
  do i = 1, n
    x(i) = i
  end do
  call system_clock(t0)
  !$acc data copy(x)
  do b = 1, nb
    call scale_block(x((b - 1) * bs + 1:b * bs), real(b, 8), b)
  end do
  !$acc wait
  !$acc end data
  call system_clock(t1)
  if (t1 < t0) print '(a)', 'clock went backwards'
  print '(a, f18.2)', 'sum(x):', sum(x)
  print '(a, 4f12.1)', 'first of each block:', (x((b - 1) * bs + 1), b = 1, nb)
end program kernels_async_blocks
