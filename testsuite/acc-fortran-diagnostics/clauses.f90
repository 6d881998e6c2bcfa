! Directive-local clause rules (the shared directive grammar and its checks, OpenACC 3.3
! §2.5-§2.16), reported at the clause in Fortran source.
subroutine clauses(a, n, x)
  implicit none
  integer :: n, i
  real :: a(n), x
  !$acc parallel copyin(a) bogus(x)
  !$acc end parallel
  !$acc data num_gangs(4) copy(a)
  !$acc end data
  !$acc kernels if(n > 1) if(n > 2)
  !$acc end kernels
  !$acc parallel loop reduction(bogus:x)
  do i = 1, n
  end do
  !$acc loop gang(dim:4)
  do i = 1, n
  end do
  !$acc paralel
  !$acc parallel default(shared)
  !$acc end parallel
  !$acc update
  !$acc enter data copyout(a)
  !$acc exit data copyin(a)
  !$acc parallel loop seq independent
  do i = 1, n
  end do
  !$acc host_data
  !$acc end host_data
  !$acc routine gang worker
  !$acc wait(1) async(2) if(.true.) if(.false.)
end subroutine clauses
! expect-error: 7:28: unknown clause 'bogus' on 'parallel' directive
! expect-error: 9:14: clause 'num_gangs' is not allowed on 'data' directive
! expect-error: 11:27: clause 'if' may appear only once on 'kernels' directive
! expect-error: 13:33: invalid reduction operator 'bogus'; expected +, *, max, min, iand, ior, ieor, .and., .or., .eqv. or .neqv.
! expect-error: 16:23: gang dim argument must be 1, 2 or 3
! expect-error: 19:9: unknown OpenACC directive 'paralel'; did you mean 'parallel'?
! expect-error: 20:26: expected 'none' or 'present' in 'default' clause
! expect-error: 22:9: 'update' directive needs at least one of: self, device
! expect-error: 23:9: 'enter data' directive needs at least one of: copyin, create, attach
! expect-error: 23:20: clause 'copyout' is not allowed on 'enter data' directive
! expect-error: 24:9: 'exit data' directive needs at least one of: copyout, delete, detach
! expect-error: 24:19: clause 'copyin' is not allowed on 'exit data' directive
! expect-error: 25:27: clause 'independent' conflicts with 'seq'
! expect-error: 28:9: 'host_data' directive needs at least one of: use_device
! expect-error: 30:22: clause 'worker' conflicts with 'gang'
! expect-error: 31:37: clause 'if' may appear only once on 'wait' directive
