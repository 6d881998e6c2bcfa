! A combined construct closed by the compute construct's end directive: `!$acc kernels loop`
! ... `!$acc end kernels` (likewise parallel and serial). OpenACC 3.3 §2.11 spells the optional
! end `!$acc end kernels loop`, but flang-22 accepts the short form as the combined
! construct's end, and OpenACCV-V's kernels_num_workers.F90 uses it; oxacc stopped with
! "'!$acc end kernels' without a matching '!$acc kernels'". Inside a data region, with
! clauses, and followed by a plain kernels region whose end belongs to it.
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | b     5050.0
! | c    10100.0
! | d      100.0
! | e    15150.0
program combined_short_end
  implicit none
  integer, parameter :: n = 100
  real(8) :: a(n), b(n), c(n), d(n), e(n)
  integer :: i
  do i = 1, n
    a(i) = i
  end do
  !$acc data copyin(a) copyout(b, c, d)
  !$acc kernels loop num_workers(16)
  do i = 1, n
    b(i) = a(i)
  end do
  !$acc end kernels
  !$acc parallel loop gang vector
  do i = 1, n
    c(i) = 2 * a(i)
  end do
  !$acc end parallel
  !$acc serial loop
  do i = 1, n
    d(i) = 1
  end do
  !$acc end serial
  !$acc end data
  !$acc kernels copyin(a) copyout(e)
  !$acc loop independent
  do i = 1, n
    e(i) = 3 * a(i)
  end do
  !$acc end kernels
  print '(a, f10.1)', 'b ', sum(b)
  print '(a, f10.1)', 'c ', sum(c)
  print '(a, f10.1)', 'd ', sum(d)
  print '(a, f10.1)', 'e ', sum(e)
end program combined_short_end
