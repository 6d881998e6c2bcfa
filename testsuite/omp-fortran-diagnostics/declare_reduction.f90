! User-defined reductions (OpenMP 4.5 §2.16): a reduction needs a declaration for the type of
! its variable and kind, and one identifier is declared once per type in a scope (line 10
! declares it for default real, not real(8)). gfortran reports lines 9 and 12 too.
program udr_errors
  implicit none
  integer :: i, n
  real(8) :: x
!$omp declare reduction(myadd : integer : omp_out = omp_out + omp_in) initializer(omp_priv = 0)
!$omp declare reduction(myadd : integer : omp_out = omp_in + omp_out) initializer(omp_priv = 0)
!$omp declare reduction(myadd : real : omp_out = omp_out + omp_in) initializer(omp_priv = 0)
  n = 0
!$omp parallel do reduction(myadd : x)
  do i = 1, 10
    x = x + 1
  end do
!$omp parallel do reduction(myadd : n)
  do i = 1, 10
    n = n + i
  end do
end program udr_errors
! expect-error: 9:25: redeclaration of OpenMP user-defined reduction 'myadd' for type 'INTEGER(4)' (OpenMP 4.5 §2.16)
! expect-error: 12:37: no OpenMP user-defined reduction 'myadd' for 'x' of type 'REAL(8)' (OpenMP 4.5 §2.16: a 'declare reduction' for its type must be visible)
