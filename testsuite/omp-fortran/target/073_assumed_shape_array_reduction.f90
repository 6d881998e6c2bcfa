! reference: without -fopenmp
! Array reductions on target constructs the way applications write them (OpenMP 4.5
! §2.15.3.6): ASSUMED-SHAPE dummies `h(:)` and `c(:, :)` reduced in module procedures called
! with a whole array and with a strided section (the dummy's own stride), a module's
! ALLOCATABLE rank-2 array with lower bounds other than 1 reduced with no map clause; on
! target teams distribute parallel do, target parallel do and target teams distribute.
! (Sections and POINTER arrays in reduction are OpenMP 5.0; gfortran 12 refuses them: the
! OpenACC test acc-fortran/reduction/244 covers them.)
! (flang-22 hangs on array reductions of allocatables in target regions: the reference is
! the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | whole:   250   250   250   250   250   250   250   250
! | strided:   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1   250 -1
! | maxima:   4000   3997   3998   3999   4000   3993   3998   3995
! | module grid: 0
module arrays_m
  implicit none
  integer, allocatable :: grid(:, :)
contains
  subroutine bin(h, n)
    integer, intent(inout) :: h(:)
    integer, intent(in) :: n
    integer :: i, b
!$omp target teams distribute parallel do private(b) reduction(+:h)
    do i = 1, n
      b = mod(i * 7, size(h)) + 1
      h(b) = h(b) + 1
    end do
  end subroutine

  subroutine colmax(c, n)
    integer, intent(inout) :: c(:, :)
    integer, intent(in) :: n
    integer :: i, j, r
!$omp target parallel do reduction(max:c) private(j, r)
    do i = 1, n
      r = mod(i, size(c, 1)) + 1
      do j = 1, size(c, 2)
        c(r, j) = max(c(r, j), i - 4 * (j - 1) * mod(i, 2))
      end do
    end do
  end subroutine

  subroutine fill(n)
    integer, intent(in) :: n
    integer :: i
!$omp target teams distribute reduction(+:grid)
    do i = 1, n
      grid(mod(i, 3) - 1, mod(i, 4)) = grid(mod(i, 3) - 1, mod(i, 4)) + i
    end do
  end subroutine
end module

program assumed_shape_array_reduction
  use arrays_m
  implicit none
  integer, parameter :: n = 4000, nb = 8
  integer :: v(nb), w(2 * nb), c(4, 2), i
  integer, allocatable :: ref(:, :)
  v = 0
  call bin(v, 2000)
  print '(a, 8i6)', 'whole:', v
  w = -1
  w(1:2 * nb:2) = 0
  call bin(w(1:2 * nb:2), 2000)
  print '(a, 8(i6, i3))', 'strided:', w
  c = -huge(1)
  call colmax(c, n)
  print '(a, 8i7)', 'maxima:', c
  allocate(grid(-1:1, 0:3), ref(-1:1, 0:3))
  grid = 0
  ref = 0
  do i = 1, n
    ref(mod(i, 3) - 1, mod(i, 4)) = ref(mod(i, 3) - 1, mod(i, 4)) + i
  end do
  call fill(n)
  print '(a, i2)', 'module grid:', count(grid /= ref)
end program
