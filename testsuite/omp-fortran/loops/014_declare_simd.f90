! declare simd (OpenMP 4.5 §2.8.2) in a module function's and an external function's
! specification part, with uniform, linear and inbranch/notinbranch clauses, called from
! simd and parallel do simd loops: a hint the program cannot observe (oxacc keeps the scalar
! versions, as for C), so it must compile and give the loops' results.
! reference: without -fopenmp (flang-22 -fopenmp stops: "not yet implemented: OpenMPDeclareSimdConstruct")
! expect-exit: 0
! expect-stdout:
! | sum   2525.0 6050
module simd_fns
contains
  real function scaled(x, s)
    !$omp declare simd(scaled) uniform(s) notinbranch
    real, intent(in) :: x, s
    scaled = x * s
  end function
end module
integer function offset(i, k)
  !$omp declare simd(offset) linear(i) uniform(k)
  integer, value :: i, k
  offset = i + k
end function
program declare_simd
  use simd_fns
  implicit none
  interface
    integer function offset(i, k)
      !$omp declare simd(offset) linear(i) uniform(k)
      integer, value :: i, k
    end function
  end interface
  real :: a(100)
  integer :: b(100), i
  !$omp simd
  do i = 1, 100
    a(i) = scaled(real(i), 0.5)
  end do
  !$omp parallel do simd
  do i = 1, 100
    b(i) = offset(i, 10)
  end do
  print '(a,f8.1,a,i0)', 'sum ', sum(a), ' ', sum(b)
end program
