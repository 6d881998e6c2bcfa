! The `mapper(id)` motion modifier of `target update` (OpenMP 5.0 §2.12.6 with §2.19.7.3)
! in Fortran: `to(mapper(deep): f)` and `from(mapper(deep): f)` move what the named mapper
! maps (the variable and its pointer component's elements), called from module procedures
! between regions. Before, "unknown motion modifier 'mapper(deep)'" stopped the compilation.
! expect-from: hand (gfortran 12 has no `declare mapper`, flang-22 stops with "Internal: no symbol
! found for 'deep'"; the values are the loops' closed
! forms: 10*(1+…+64) = 20800, +64 after one region: 20864, +1 each on the host: 20928)
! expect-exit: 0
! expect-stdout:
! | deep 20864 host 20928 n 64
module fields
  implicit none
  type field
    integer :: n
    real(8), pointer :: d(:)
  end type
  !$omp declare mapper(deep: field :: v) map(v, v%d(1:v%n))
  type(field) :: f
contains
  subroutine refresh()
    integer :: i
    do i = 1, f%n
      f%d(i) = 10.0d0 * i
    end do
    !$omp target update to(mapper(deep): f)
  end subroutine
  subroutine bump()
    integer :: i
    !$omp target map(mapper(deep), alloc: f)
    do i = 1, f%n
      f%d(i) = f%d(i) + 1.0d0
    end do
    !$omp end target
    !$omp target update from(mapper(deep): f)
  end subroutine
end module

program update_mapper
  use fields
  implicit none
  real(8) :: dsum, host
  f%n = 64
  allocate(f%d(64))
  f%d = -1.0d0
  !$omp target enter data map(mapper(deep), to: f)
  call refresh()
  call bump()
  dsum = sum(f%d)
  f%d = f%d + 1.0d0
  host = sum(f%d)
  !$omp target exit data map(mapper(deep), release: f)
  print '(a,i0,a,i0,a,i0)', 'deep ', nint(dsum), ' host ', nint(host), ' n ', f%n
  if (dsum /= 20864.0d0) stop 1
end program
