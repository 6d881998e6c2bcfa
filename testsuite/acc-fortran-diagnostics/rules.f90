! The language-neutral OpenACC rules (crates/oxacc-offload) asked by the Fortran front end:
! placement (§2.5, §2.6.5, §2.10, §2.14), loop levels (§2.9.2-§2.9.4), routine levels
! (§2.15.1) and the reduction operator table for Fortran types (§2.5.15).
subroutine worker_routine(a, n)
  implicit none
  integer :: n, i
  real :: a(n)
  !$acc routine worker
  !$acc loop gang
  do i = 1, n
    a(i) = 0.0
  end do
end subroutine worker_routine

program rules
  implicit none
  integer :: i, j, n, k
  real :: a(100), x
  logical :: l
  complex :: z
  character(len=8) :: c
  n = 100
  k = 0
  x = 0.0
  l = .true.
  z = (0.0, 0.0)
  !$acc parallel copy(a)
  !$acc kernels
  !$acc end kernels
  !$acc data copy(x)
  !$acc end data
  !$acc update self(a)
  !$acc loop vector
  do j = 1, 10
    !$acc loop gang
    do i = 1, 10
      a(i) = a(i) + 1.0
    end do
  end do
  !$acc end parallel
  !$acc parallel loop reduction(iand:x) reduction(.and.:k) reduction(max:z)
  do i = 1, n
  end do
  !$acc parallel loop reduction(+:l) reduction(min:c)
  do i = 1, n
  end do
  !$acc parallel loop reduction(+:a) reduction(*:a(1:10))
  do i = 1, n
  end do
  !$acc cache(a)
  !$acc parallel
  !$acc wait
  !$acc end parallel
end program rules
! expect-error: 9:9: OpenACC 'gang' loop is not allowed in a function with 'routine worker'
! expect-error: 28:9: OpenACC 'kernels' construct cannot be nested inside a compute construct
! expect-error: 30:9: OpenACC 'data' directive may not appear inside a compute construct
! expect-error: 32:9: OpenACC 'update' directive may not appear inside a compute construct
! expect-error: 35:11: OpenACC 'gang' loop cannot be nested inside a 'vector' loop
! expect-error: 41:38: OpenACC reduction operator 'iand' is not valid for variable 'x' of type 'REAL(4)'
! expect-error: 41:57: OpenACC reduction operator '.and.' is not valid for variable 'k' of type 'INTEGER(4)'
! expect-error: 41:74: OpenACC reduction operator 'max' is not valid for variable 'z' of type 'COMPLEX(4)'
! expect-error: 44:35: OpenACC reduction operator '+' is not valid for variable 'l' of type 'LOGICAL(4)'
! expect-error: 44:52: OpenACC reduction operator 'min' is not valid for variable 'c' of type 'CHARACTER'
! expect-error: 47:50: OpenACC variable 'a' appears in more than one reduction clause
! expect-error: 50:9: OpenACC 'cache' directive must appear inside a loop
! expect-error: 52:9: OpenACC 'wait' directive may not appear inside a compute construct
