! default(none) (OpenACC 3.3 §2.5.16) and the clauses a module's declare may have (§2.13):
! the shared rules (crates/oxacc-offload/src/rules.rs) applied to Fortran variables.
module state_m
  implicit none
  real :: t(10), q(10)
  !$acc declare create(t) copy(q)
end module state_m

subroutine default_none(a, b, n)
  implicit none
  integer :: n, i, j
  real :: a(n), b(n), s, w(4)
  common /c/ w
  s = 2.0
  !$acc parallel loop default(none) copyin(a) copyout(b)
  do i = 1, n
    b(i) = a(i) * s
  end do
  !$acc data copy(b)
  !$acc kernels default(none) present(a)
  do i = 1, n
    b(i) = b(i) + a(i)
    do j = 1, 4
      b(i) = b(i) + w(j)
    end do
  end do
  !$acc end kernels
  !$acc end data
  !$acc parallel default(none) copy(/c/) firstprivate(s)
  w(1) = s
  !$acc end parallel
end subroutine default_none
! expect-error: 6:27: OpenACC 'copy' clause is not allowed on a 'declare' directive at file scope
! expect-error: 16:13: variable 'n' must appear in a data clause because of default(none)
! expect-error: 17:12: variable 's' must appear in a data clause because of default(none)
! expect-error: 21:13: variable 'n' must appear in a data clause because of default(none)
! expect-error: 24:14: variable 'w' must appear in a data clause because of default(none)
