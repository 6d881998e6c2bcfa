! Local and module pointers that are unassociated when a compute region starts and are
! associated inside it (`q => a`, to data the region has): the implicit `copy` of the
! pointer (OpenACC 3.3 §2.6.2) maps the descriptor alone when it is null (a nullified
! pointer keeps its old extents: its "elements" at address 0 were mapped, a runtime error),
! and the association made in the region stays in the region. OpenMP's twin is
! omp-fortran/target/251.
! expect-exit: 0
! expect-stdout:
! | local: 11 12 13 14 15
! | nullified: 21 22 23 24 25
! | module pointer: 2.5 3.5 4.5
module work_ptrs
  implicit none
  real(8), pointer :: mp(:) => null()
  real(8), target :: mt(3) = [1.5d0, 2.5d0, 3.5d0]
contains
  subroutine add_to(a, n, by)
    integer, intent(in) :: n, by
    integer, target, intent(inout) :: a(n)
    integer, pointer :: q(:)
    integer :: i
    !$acc data copy(a)
    !$acc parallel num_gangs(1)
    q => a
    do i = 1, n
      q(i) = q(i) + by
    end do
    !$acc end parallel
    !$acc end data
  end subroutine

  subroutine add_after_nullify(a, n, by)
    integer, intent(in) :: n, by
    integer, target, intent(inout) :: a(n)
    integer, target :: scratch(3)
    integer, pointer :: q(:)
    integer :: i
    scratch = 0
    q => scratch
    q = 1
    nullify(q)
    !$acc data copy(a)
    !$acc parallel num_gangs(1)
    q => a
    do i = 1, n
      q(i) = q(i) + by
    end do
    !$acc end parallel
    !$acc end data
    if (associated(q, scratch)) print *, 'unexpected association'
  end subroutine

  subroutine bump_module_pointer()
    integer :: i
    !$acc data copy(mt)
    !$acc serial
    mp => mt
    do i = 1, 3
      mp(i) = mp(i) + 1
    end do
    !$acc end serial
    !$acc end data
  end subroutine
end module

program pointer_in_region
  use work_ptrs
  implicit none
  integer :: v(5), i
  v = [(i, i = 1, 5)]
  call add_to(v, 5, 10)
  print '(a, 5(1x, i0))', 'local:', v
  call add_after_nullify(v, 5, 10)
  print '(a, 5(1x, i0))', 'nullified:', v
  call bump_module_pointer()
  print '(a, 3(1x, f0.1))', 'module pointer:', mt
end program
