! `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5): after the loop the variable has the
! value of the sequentially last iteration that assigned it, and keeps its own when none did.
! Host: `!$omp parallel do` with `schedule(dynamic, 3)` and two variables of different types,
! an orphaned `!$omp do` with `collapse(2)` over a loop counting down in a module procedure
! whose dummy argument is the variable, `!$omp do simd`, `!$omp simd`, no assignment at all.
! Device: `!$omp target teams distribute parallel do` in a procedure taking an assumed-shape
! array and `!$omp target parallel do`. flang-22 has no conditional lastprivate ("not yet
! implemented") and gfortran refuses it on `distribute`, so the reference is the sequential
! meaning, which conditional lastprivate is.
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | host:     243   495.5   903   973    -7   952
! | device:     243   495.5   973    -4
module search
  implicit none
contains
  subroutine last_multiple(v, rows, cols, k, where)
    integer, intent(in) :: rows, cols, k
    integer, intent(in) :: v(cols, rows)
    integer, intent(inout) :: where
    integer :: i, j
    !$omp do collapse(2) lastprivate(conditional: where)
    do i = 1, rows
      do j = cols, 1, -1
        if (mod(v(j, i), k) == 0) where = (i - 1) * 100 + (j - 1)
      end do
    end do
    !$omp end do
  end subroutine

  subroutine last_big(a, last, half)
    integer, intent(in) :: a(:)
    integer, intent(inout) :: last
    real(8), intent(inout) :: half
    integer :: i
    !$omp target teams distribute parallel do lastprivate(conditional: last, half)
    do i = 1, size(a)
      if (a(i) > 990) then
        last = i - 1
        half = a(i) * 0.5d0
      end if
    end do
  end subroutine
end module

program lastprivate_conditional
  use search
  implicit none
  integer, parameter :: n = 1000
  integer :: a(n), i, last, grid, s, none, fs
  real(8) :: half
  do i = 1, n
    a(i) = mod((i - 1) * 37, n)
  end do

  last = -1; grid = -1; s = -1; none = -7; fs = -1; half = 0
  !$omp parallel do lastprivate(conditional: last, half) schedule(dynamic, 3)
  do i = 1, n
    if (a(i) > 990) then
      last = i - 1
      half = a(i) * 0.5d0
    end if
  end do
  !$omp parallel
  call last_multiple(a, 10, 10, 7, grid)
  !$omp do lastprivate(conditional: none)
  do i = 1, n
    if (a(i) > 5000) none = i
  end do
  !$omp end do nowait
  !$omp end parallel
  !$omp simd lastprivate(conditional: s)
  do i = 1, n
    if (a(i) < 3) s = i - 1
  end do
  !$omp parallel do simd lastprivate(conditional: fs)
  do i = 1, n
    if (mod(a(i), 50) == 24) fs = i - 1
  end do
  print '(a, i7, f8.1, 4i6)', 'host: ', last, half, grid, s, none, fs

  last = -1; s = -1; none = -4; half = 0
  call last_big(a, last, half)
  !$omp target parallel do lastprivate(conditional: s) map(to: a)
  do i = 1, n
    if (a(i) < 3) s = i - 1
  end do
  !$omp target parallel do lastprivate(conditional: none) map(to: a)
  do i = 1, n
    if (a(i) > 5000) none = i
  end do
  print '(a, i7, f8.1, 2i6)', 'device: ', last, half, s, none
end program
