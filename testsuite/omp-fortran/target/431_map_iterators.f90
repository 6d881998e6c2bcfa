! `map(iterator(…), type: list)` and `to/from(iterator(…): list)` in Fortran (OpenMP 5.1
! §2.21.7.1, §2.21.6; the modifier 5.0 §2.1.6), as C has them (decision 96): the allocatable
! components of an array of derived type mapped one per point, in procedures taking the array
! as an assumed-shape dummy: on `target enter data`/`target update`/`target exit data` (run
! once per point), on a `target` construct beside an ordinary map (each point's items entered
! before it and left after it), on a `target data` whose only clause is iterated, on combined
! target loop constructs (with and without their `end` line), with a step and with two
! iterators. The iterator is a variable of its own (5.0 §2.1.6): the program's
! `i` keeps its value. gfortran 12 and flang-22 do not take the modifier: the reference is
! the program without -fopenmp (the maps then do nothing and the regions run as written,
! which every map here keeps true in discrete memory too). Before, oxacc refused the modifier.
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | after update     2.0    3.0    4.0    5.0    6.0    7.0
! | first     5.0    8.0   11.0   14.0   17.0   20.0
! | last      5.0    8.0   11.0   14.0   17.0   20.0
! | total      945.0
! | odd      -5.0    8.0  -11.0   14.0  -17.0   20.0
! | h1    32.0   34.0   36.0
! | h2   -21.0  -22.0  -23.0
! | bump     -8.0   20.0  -16.0   36.0  -24.0   52.0
! | i -7
module map_iter_431_m
  implicit none
  type field
    real(8), allocatable :: v(:)
  end type
contains
  subroutine upload(f, n)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    !$omp target enter data map(to: f)
    !$omp target enter data map(iterator(it = 1:n), to: f(it)%v)
  end subroutine

  subroutine step(f, n, w, total)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    real(8), intent(in) :: w
    real(8), intent(out) :: total
    integer :: j, k
    total = 0
    !$omp target map(iterator(it = 1:n), tofrom: f(it)%v) map(tofrom: total)
    do j = 1, n
      do k = 1, size(f(j)%v)
        f(j)%v(k) = f(j)%v(k) * w + j
        total = total + f(j)%v(k)
      end do
    end do
    !$omp end target
  end subroutine

  subroutine download(f, n)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    !$omp target update from(iterator(it = 1:n): f(it)%v)
    !$omp target exit data map(iterator(it = 1:n), release: f(it)%v)
    !$omp target exit data map(release: f)
  end subroutine

  subroutine bump(f, n)
    type(field), intent(inout) :: f(:)
    integer, intent(in) :: n
    integer :: j
    !$omp target teams distribute parallel do map(iterator(it = 1:n), tofrom: f(it)%v)
    do j = 1, n
      f(j)%v = f(j)%v + j
    end do
    !$omp target parallel do map(iterator(it = 1:n:1), tofrom: f(it)%v)
    do j = 1, n
      f(j)%v(1) = f(j)%v(1) * 2
    end do
    !$omp end target parallel do
  end subroutine
end module

program map_iter_431
  use map_iter_431_m
  implicit none
  integer, parameter :: n = 6
  type(field) :: f(n)
  real(8) :: total
  type(field) :: h(2, 3)
  integer :: i, j

  do i = 1, n
    allocate(f(i)%v(3 * i))
    f(i)%v = i
  end do
  i = -7
  call upload(f, n)
  ! Device data: the region changes it, the host copy keeps its values until `update`.
  !$omp target
  do j = 1, n
    f(j)%v = f(j)%v + 1
  end do
  !$omp end target
  call download(f, n)
  print '(a,6f7.1)', 'after update ', (f(j)%v(1), j = 1, n)

  call step(f, n, 2.0d0, total)
  print '(a,6f7.1)', 'first ', (f(j)%v(1), j = 1, n)
  print '(a,6f7.1)', 'last  ', (f(j)%v(size(f(j)%v)), j = 1, n)
  print '(a,f10.1)', 'total ', total

  ! Odd-numbered fields only, through a data region whose one clause is iterated.
  !$omp target data map(iterator(it = 1:n:2), tofrom: f(it)%v)
  !$omp target
  do j = 1, n, 2
    f(j)%v(1) = -f(j)%v(1)
  end do
  !$omp end target
  !$omp end target data
  print '(a,6f7.1)', 'odd   ', (f(j)%v(1), j = 1, n)

  ! Two iterators: the components of a two-dimensional array of fields.
  do j = 1, 3
    do i = 1, 2
      allocate(h(i, j)%v(i + j))
      h(i, j)%v = 10 * i + j
    end do
  end do
  i = -7
  !$omp target map(iterator(r = 1:2, c = 1:3), tofrom: h(r, c)%v)
  do j = 1, 3
    h(1, j)%v = h(1, j)%v + h(2, j)%v(1)
    h(2, j)%v(2) = -h(2, j)%v(2)
  end do
  !$omp end target
  print '(a,3f7.1)', 'h1 ', (h(1, j)%v(1), j = 1, 3)
  print '(a,3f7.1)', 'h2 ', (h(2, j)%v(2), j = 1, 3)
  ! Combined target loop constructs: the exits follow the DO loop (or its `end` line).
  call bump(f, n)
  print '(a,6f7.1)', 'bump  ', (f(j)%v(1), j = 1, n)
  print '(a,i0)', 'i ', i
end program
