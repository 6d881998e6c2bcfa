! `!$omp atomic` updates are atomic accesses of their variable (OpenMP 4.5 §2.13.6), also
! with respect to atomic instructions of code compiled by another compiler: here the threads
! of one loop update the same counters alternately from Fortran atomics and from gcc's
! __atomic builtins, and the Fortran capture and the C fetch hand out distinct tickets.
! (A lock taken only by Fortran's atomics would lose updates made by C in between.)
! link-with: helpers/atomic_add.c
! expect-exit: 0
! expect-stdout:
! | big: 3000000
! | cnt: 1000000
! | next: 1000000
! | tickets distinct: T
module c_atomics
  use iso_c_binding
  implicit none
  interface
    subroutine c_atomic_add_i8(x, v) bind(c)
      import :: c_long_long
      integer(c_long_long) :: x
      integer(c_long_long), value :: v
    end subroutine c_atomic_add_i8
    subroutine c_atomic_add_i4(x, v) bind(c)
      import :: c_int
      integer(c_int) :: x
      integer(c_int), value :: v
    end subroutine c_atomic_add_i4
    integer(c_int) function c_atomic_fetch_i4(x) bind(c)
      import :: c_int
      integer(c_int) :: x
    end function c_atomic_fetch_i4
  end interface
end module c_atomics

program atomic_with_c
  use c_atomics
  implicit none
  integer, parameter :: n = 1000000
  integer(c_long_long) :: big
  integer(c_int) :: cnt, next, t
  integer :: i
  logical, allocatable :: seen(:)
  allocate(seen(0:n - 1))
  seen = .false.
  big = 0; cnt = 0; next = 0
!$omp parallel do private(t) schedule(static, 1)
  do i = 1, n
    if (mod(i, 2) == 0) then
!$omp atomic
      big = big + 3_c_long_long
!$omp atomic update seq_cst
      cnt = 1 + cnt
!$omp atomic capture
      t = next
      next = next + 1
!$omp end atomic
    else
      call c_atomic_add_i8(big, 3_c_long_long)
      call c_atomic_add_i4(cnt, 1_c_int)
      t = c_atomic_fetch_i4(next)
    end if
    seen(t) = .true.
  end do
  print '(a,i0)', 'big: ', big
  print '(a,i0)', 'cnt: ', cnt
  print '(a,i0)', 'next: ', next
  print '(a,l1)', 'tickets distinct: ', all(seen)
end program atomic_with_c
