! The combiner of a user-defined reduction (OpenMP 4.5 §2.16) is an assignment or a subroutine
! name with its arguments; gfortran reports line 5 too.
program udr_syntax
  implicit none
!$omp declare reduction(bad : integer : if (omp_in > 0) omp_out = 1)
end program udr_syntax
! expect-error: 5:41: the combiner of 'declare reduction' must be an assignment or a subroutine name with its arguments (OpenMP 4.5 §2.16)
