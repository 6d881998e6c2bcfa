! `!$omp declare variant` (OpenMP 5.0 §2.3.5) in the specification part of the base
! procedure: construct selectors (a call in a parallel region calls the `parallel` variant,
! one in a target region the `target` variant, a declare target subroutine), a device kind
! selector in host code (an implementation selector for another vendor does not match
! oxacc), and a `user={condition(.true.)}` selector; functions and subroutines.
! expect-from: hand (gfortran 12 -fopenmp -foffload=disable prints these lines; flang-22 -fopenmp-version=50: "not yet implemented: OmpDeclareVariantDirective")
! expect-exit: 0
! expect-stdout:
! | where 1 pick 4
! | OK
module variants
  implicit none
contains
  integer function where_host()
    where_host = 1
  end function

  integer function where_gnu()
    where_gnu = 3
  end function

  integer function where_user()
    where_user = 4
  end function

  integer function where_any()
    !$omp declare variant(where_host) match(device={kind(host)})
    !$omp declare variant(where_gnu) match(implementation={vendor(gnu)})
    where_any = 0
  end function

  integer function pick()
    !$omp declare variant(where_user) match(user={condition(.true.)})
    pick = 0
  end function

  subroutine fill_par(a, n)
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: i
    !$omp do
    do i = 1, n
      a(i) = i + 100
    end do
  end subroutine

  subroutine fill_tgt(a, n)
    !$omp declare target
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: i
    do i = 1, n
      a(i) = i + 200
    end do
  end subroutine

  subroutine fill(a, n)
    !$omp declare variant(fill_par) match(construct={parallel})
    !$omp declare variant(fill_tgt) match(construct={target})
    integer, intent(in) :: n
    integer, intent(inout) :: a(n)
    integer :: i
    do i = 1, n
      a(i) = i
    end do
  end subroutine

  integer function check(a, n, base, what)
    integer, intent(in) :: n, base
    integer, intent(in) :: a(n)
    character(*), intent(in) :: what
    integer :: i
    check = 0
    do i = 1, n
      if (a(i) /= i + base) then
        print '(a,a,i0,a,i0,a,i0)', what, ': a(', i, ') = ', a(i), ', want ', i + base
        check = 1
        return
      end if
    end do
  end function
end module

program declare_variant
  use variants
  implicit none
  integer, parameter :: n = 64
  integer :: a(n), b(n), c(n), errors, w, u
  errors = 0
  call fill(a, n)
  errors = errors + check(a, n, 0, 'host')
  !$omp parallel num_threads(2)
  call fill(b, n)
  !$omp end parallel
  errors = errors + check(b, n, 100, 'parallel')
  !$omp target map(from: c)
  call fill(c, n)
  !$omp end target
  errors = errors + check(c, n, 200, 'target')
  w = where_any()
  u = pick()
  print '(a,i0,a,i0)', 'where ', w, ' pick ', u
  if (w /= 1 .or. u /= 4) errors = errors + 1
  if (errors == 0) then
    print '(a)', 'OK'
  else
    print '(a)', 'FAIL'
    stop 1
  end if
end program
