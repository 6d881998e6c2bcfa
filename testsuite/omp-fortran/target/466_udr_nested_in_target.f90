! User-defined reductions (OpenMP 4.5 §2.16) on device constructs nested in a target
! construct, as applications write them (decision 128), in module procedures taking
! assumed-shape arrays: `target teams` around `distribute parallel do reduction(argmin: r)`
! (a minimum with its index, the smaller index on ties, combined by a module function);
! `target parallel` around `do reduction(psum: t)`; `target` around `teams` around
! `distribute parallel do reduction(psum: v)`. Each nest is
! lowered as its combined construct (1024 partial results, then their combination); the
! combiners are exact, so any split of the iterations gives the same values. (gfortran 12
! fails on `teams reduction` of a derived type: omp/target/770 has that form in C.)
! expect-exit: 0
! expect-stdout:
! | argmin -12.250 at 77777
! | psum in target parallel  500500  1000
! | psum teams and loop  135455   301
module udr_464_m
  implicit none
  type :: argmin_t
    real(8) :: v
    integer :: at
  end type argmin_t
  type :: pair_t
    integer(8) :: s = 0
    integer :: n = 0
  end type pair_t
!$omp declare reduction(argmin : argmin_t : omp_out = better(omp_out, omp_in)) &
!$omp   initializer(omp_priv = argmin_t(huge(1.0d0), -1))
!$omp declare reduction(psum : pair_t : omp_out = pair_t(omp_out%s + omp_in%s, omp_out%n + omp_in%n)) &
!$omp   initializer(omp_priv = pair_t(0, 0))
contains
  pure function better(a, b) result(c)
!$omp declare target
    type(argmin_t), intent(in) :: a, b
    type(argmin_t) :: c
    c = a
    if (b%v < a%v .or. (b%v == a%v .and. b%at < a%at)) c = b
  end function better

  function smallest(a) result(r)
    real(8), intent(in) :: a(:)
    type(argmin_t) :: r
    integer :: i
    r = argmin_t(huge(1.0d0), -1)
!$omp target teams map(to: a) map(tofrom: r) num_teams(16)
!$omp distribute parallel do reduction(argmin: r)
    do i = 1, size(a)
      if (a(i) < r%v .or. (a(i) == r%v .and. i < r%at)) then
        r%v = a(i)
        r%at = i
      end if
    end do
!$omp end distribute parallel do
!$omp end target teams
  end function smallest

  function count_up(n) result(t)
    integer, intent(in) :: n
    type(pair_t) :: t
    integer :: i
    t = pair_t(0, 0)
!$omp target parallel map(tofrom: t)
!$omp do reduction(psum: t)
    do i = 1, n
      t%s = t%s + i
      t%n = t%n + 1
    end do
!$omp end do
!$omp end target parallel
  end function count_up

  subroutine spiral(k, q)
    integer, intent(in) :: k(:)
    type(pair_t), intent(inout) :: q
    type(pair_t) :: v
    integer :: i
    v = q
!$omp target map(to: k) map(tofrom: v)
!$omp teams num_teams(5)
!$omp distribute parallel do reduction(psum: v)
    do i = 1, size(k)
      v%s = v%s + k(i) * 3
      v%n = v%n + 1
    end do
!$omp end teams
!$omp end target
    q = v
  end subroutine spiral
end module udr_464_m

program udr_nested
  use udr_464_m
  implicit none
  real(8), allocatable :: a(:)
  integer, allocatable :: k(:)
  type(argmin_t) :: r
  type(pair_t) :: t, q
  integer :: i
  allocate(a(100000), k(300))
  do i = 1, size(a)
    a(i) = mod(i * 7919, 1000) / 8.0d0
  end do
  a(77777) = -12.25d0
  a(90001) = -12.25d0
  r = smallest(a)
  print '(a,f8.3,a,i6)', 'argmin', r%v, ' at', r%at
  t = count_up(1000)
  print '(a,i8,i6)', 'psum in target parallel', t%s, t%n
  do i = 1, size(k)
    k(i) = i
  end do
  q = pair_t(5, 1)
  call spiral(k, q)
  print '(a,i8,i6)', 'psum teams and loop', q%s, q%n
end program udr_nested
