! `!$omp requires` (OpenMP 5.0 §2.5.1) with a requirement oxacc meets, in a module's
! specification part (the units that USE the module state it too) and in the main program. oxacc refused the directive in a module ("cannot appear in a module's
! specification part") and everywhere else ("not supported yet in Fortran"), so every OpenMP_VV
! program whose ompvv module states a requirement failed to compile.
! expect-exit: 0
! expect-stdout:
! | total: 5050
! | scaled: 10100
module counters
  implicit none
  !$omp requires atomic_default_mem_order(seq_cst)
  integer :: total = 0
contains
  subroutine scale(a, n)
    integer, intent(inout) :: a(:)
    integer, intent(in) :: n
    integer :: i
    !$omp target teams distribute parallel do map(tofrom: a(1:n))
    do i = 1, n
      a(i) = 2 * a(i)
    end do
  end subroutine scale
end module counters

program requires_in_module
  use counters
  implicit none
  !$omp requires atomic_default_mem_order(seq_cst)
  integer :: v(100), i
  do i = 1, 100
    v(i) = i
  end do
  !$omp target teams distribute parallel do map(to: v) map(tofrom: total)
  do i = 1, 100
    !$omp atomic update
    total = total + v(i)
  end do
  print '(a, i0)', 'total: ', total
  call scale(v, 100)
  print '(a, i0)', 'scaled: ', sum(v)
end program requires_in_module
