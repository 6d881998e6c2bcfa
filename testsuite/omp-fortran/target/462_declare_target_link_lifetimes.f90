! `declare target link` module variables and a common block (OpenMP 4.5 §2.10.6) used by
! `declare target` procedures of the module in target regions while a construct maps them:
! the device copy exists only while mapped, so each mapping starts from the host's values —
! a `target data` region holding the table across target regions (`target update from`
! inside), `target enter data`/`target exit data` of a section and of a scalar, the map of a
! target region after the host changed the scalar. A region naming them without a map
! clause maps them as by `map(tofrom:)` (4.5 §2.15.5): before, oxacc took them as present
! and stopped with "not present on the device" on discrete memory.
! expect-exit: 0
! expect-stdout:
! | data           32.0   103.0
! | enter/exit    202.0   232.0  2
! | region        612.0   218.0
! | implicit      697.75  1836.75   696.75 -0.50
module link_462_m
  implicit none
  integer, parameter :: n = 16
  real(8) :: table(n)
  integer :: scale
  real(8) :: w(4)
  common /weights/ w
  !$omp declare target link(table, scale, /weights/)
contains
  real(8) function get(i)
    !$omp declare target
    integer, intent(in) :: i
    get = table(i) * scale
  end function

  subroutine put(i, v)
    !$omp declare target
    integer, intent(in) :: i
    real(8), intent(in) :: v
    table(i) = v
  end subroutine

  subroutine apply_all(m)
    integer, intent(in) :: m
    integer :: i
    !$omp target
    do i = 1, m
      call put(i, get(i))
    end do
    !$omp end target
  end subroutine

  subroutine offset_direct(m, by)
    integer, intent(in) :: m
    real(8), intent(in) :: by
    integer :: i
    !$omp target teams distribute parallel do
    do i = 1, m
      table(i) = table(i) * scale + by + w(1)
    end do
  end subroutine
end module

program link_462
  use link_462_m
  implicit none
  real(8) :: out(n)
  integer :: i
  do i = 1, n
    table(i) = i
  end do
  scale = 2
  w = 0
!$omp target data map(to: table, scale)
!$omp target map(from: out)
  do i = 1, n
    out(i) = get(i)
  end do
!$omp end target
!$omp target
  do i = 1, n
    call put(i, table(i) + 100)
  end do
!$omp end target
!$omp target update from(table)
!$omp end target data
  print '(a,2f8.1)', 'data       ', out(n), table(3)
!$omp target enter data map(to: table(1:n), scale)
  call apply_all(n)
!$omp target exit data map(from: table(1:n)) map(release: scale)
  print '(a,2f8.1,i3)', 'enter/exit ', table(1), table(n), scale
  scale = 3
!$omp target map(tofrom: table(1:n/2)) map(to: scale)
  do i = 1, n / 2
    call put(i, get(i))
  end do
!$omp end target
  print '(a,2f8.1)', 'region     ', table(2), table(n/2 + 1)
  w(1) = 0.5d0
  call offset_direct(n, 0.25d0)
  scale = 1
!$omp target
  table(1) = get(n) + scale
  w(4) = -1
!$omp end target
  print '(a,3f9.2,f6.2)', 'implicit   ', table(1), table(2), table(n), sum(w)
end program link_462
