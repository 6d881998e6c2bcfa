! reference: without -fopenacc
! The OpenACC 3.x wait arguments (§2.16.1, §2.16.3): `wait(devnum: 0: queues: 1, 2)` on a
! compute construct and as a directive, `wait(queues: 3)`, and `wait(1) async(2)` joining queue
! 1 into queue 2. Three pipelines on three queues whose consumers wait for their producers.
! gfortran 12 does not parse `devnum:`/`queues:`; the reference is the sequential meaning.
! expect-exit: 0
! expect-stdout:
! | a, b, c sums =      500500.0     1001000.0     1501500.0
! | d sum        =     3003000.0
program wait_devnum_queues
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), b(n), c(n), d(n)
  integer :: i
  !$acc data create(a, b, c) copyout(d)
  !$acc parallel loop async(1) present(a)
  do i = 1, n
    a(i) = i
  end do
  !$acc parallel loop async(2) present(b)
  do i = 1, n
    b(i) = 2 * i
  end do
  !$acc parallel loop async(3) present(c)
  do i = 1, n
    c(i) = 3 * i
  end do
  !$acc wait(1) async(2)
  !$acc parallel loop wait(devnum: 0: queues: 1, 2) async(2) present(a, b, d)
  do i = 1, n
    d(i) = a(i) + b(i)
  end do
  !$acc parallel loop wait(queues: 3) async(2) present(c, d)
  do i = 1, n
    d(i) = d(i) + c(i)
  end do
  !$acc wait(devnum: 0: queues: 1, 2, 3)
  !$acc update self(a, b, c)
  !$acc end data
  print '(a, 3f14.1)', 'a, b, c sums =', sum(a), sum(b), sum(c)
  print '(a, f14.1)', 'd sum        =', sum(d)
end program wait_devnum_queues
