! `lastprivate` on combined target loop constructs in Fortran (OpenMP 4.5 §2.15.3.5; 5.0
! §2.19.7: on a combined target construct the variable is also mapped tofrom): `target
! parallel do`, `target teams distribute parallel do` and `target teams distribute parallel do
! simd`, the variable a scalar and the DO variable (the value the DO leaves), in a module
! procedure taking an assumed-shape array; `target simd`, `target teams distribute` and
! `target teams distribute simd` in the main program. Expectation from gfortran -fopenmp (flang-22 has
! no lastprivate on these constructs yet: "not yet implemented").
! expect-exit: 0
! expect-stdout:
! | target parallel do: 3999 4001
! | teams distribute: 7999 4001
! | teams distribute simd: 11999 4001
! | others: 4000 8000 12000 4001
module combined_last
  implicit none
contains
  subroutine fill(c, mult, last, i)
    integer, intent(inout) :: c(:)
    integer, intent(in) :: mult
    integer, intent(out) :: last, i
    last = 0
    select case (mult)
    case (1)
      !$omp target parallel do lastprivate(last, i)
      do i = 1, size(c)
        c(i) = mult * i
        last = c(i) - 1
      end do
    case (2)
      !$omp target teams distribute parallel do lastprivate(last, i)
      do i = 1, size(c)
        c(i) = mult * i
        last = c(i) - 1
      end do
    case default
      !$omp target teams distribute parallel do simd lastprivate(last, i)
      do i = 1, size(c)
        c(i) = mult * i
        last = c(i) - 1
      end do
    end select
  end subroutine
end module

program combined
  use combined_last
  implicit none
  integer :: c(4000), last, i, x, y, z
  call fill(c, 1, last, i)
  print '(a,i0,1x,i0)', 'target parallel do: ', last, i
  call fill(c, 2, last, i)
  print '(a,i0,1x,i0)', 'teams distribute: ', last, i
  call fill(c, 3, last, i)
  print '(a,i0,1x,i0)', 'teams distribute simd: ', last, i
  x = 0
  y = 0
  z = 0
  !$omp target simd lastprivate(x)
  do i = 1, 4000
    c(i) = i
    x = i
  end do
  !$omp target teams distribute lastprivate(y)
  do i = 1, 4000
    y = c(i) * 2
  end do
  !$omp target teams distribute simd lastprivate(z, i)
  do i = 1, 4000
    z = c(i) * 3
  end do
  print '(a,i0,1x,i0,1x,i0,1x,i0)', 'others: ', x, y, z, i
end program
