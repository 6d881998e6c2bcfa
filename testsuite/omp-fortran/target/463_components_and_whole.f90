! A derived-type variable mapped component by component and as a whole by other constructs
! (OpenMP 4.5 §2.15.5.1, 5.0 §2.19.7.1: the components of one structure are one object with
! one reference count, as in libomptarget), in a module procedure taking it as a dummy:
! (A) `target data map(tofrom: s%n, s%scale)` around a region that updates the variable
! through those components (the first is at the variable's address); (B) the components
! entered, a procedure mapping the whole variable, `target update from` of the whole, and
! `target exit data` of the components; (C) the whole variable entered, a component mapped
! by a later construct, and `target exit data` of several components at once, each copied
! back. Before, with discrete host memory (C) copied back only the first component of the
! list: the first ended the mapping they share.
! expect-exit: 0
! expect-stdout:
! | A  11   3.0
! | B  12   3.0   14.0   17.0   20.0   23.0
! | C  99   5.0   -1.0   -2.0   20.0   23.0
module members_463_m
  implicit none
  type state
    integer :: n
    real(8) :: x(4)
    real(8) :: scale
  end type
contains
  subroutine bump(s)
    type(state), intent(inout) :: s
    integer :: i
!$omp target map(tofrom: s)
    do i = 1, 4
      s%x(i) = s%x(i) * s%scale + s%n
    end do
    s%n = s%n + 1
!$omp end target
  end subroutine
end module
program members_463
  use members_463_m
  implicit none
  type(state) :: s
  integer :: i
  s%n = 1
  s%scale = 2
  do i = 1, 4
    s%x(i) = i
  end do
!$omp target data map(tofrom: s%n, s%scale)
!$omp target
  s%n = s%n + 10
  s%scale = s%scale + 1
!$omp end target
!$omp end target data
  print '(a,i4,f6.1)', 'A', s%n, s%scale
!$omp target enter data map(to: s%n, s%scale)
  call bump(s)
!$omp target update from(s)
!$omp target exit data map(from: s%n, s%scale)
  print '(a,i4,f6.1,4f7.1)', 'B', s%n, s%scale, s%x
!$omp target enter data map(to: s)
!$omp target map(tofrom: s%x(1:2))
  s%x(1) = -1
  s%x(2) = -2
!$omp end target
!$omp target
  s%n = 99
  s%scale = 5
!$omp end target
!$omp target exit data map(from: s%n, s%scale, s%x)
  print '(a,i4,f6.1,4f7.1)', 'C', s%n, s%scale, s%x
end program members_463
