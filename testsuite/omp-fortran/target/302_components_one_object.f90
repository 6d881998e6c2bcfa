! Structure components mapped one by one are one object (OpenMP 5.0 §2.19.7.1): after
! `enter data` of a derived type's components (two integers and a pointer array), a later
! map of the whole variable (`map(tofrom: p)`, in the program and in a procedure taking it)
! finds it present, and `target update from(p)` reaches it, on a discrete memory too. Before,
! there the whole variable was "partly present" (each component a mapping of its own).
! A particle set kept on the device between calls.
! expect-exit: 0
! expect-stdout:
! | sum 4950. scaled 9900. count 100 tag 7
module m
  implicit none
  type particles
    integer :: count
    integer :: tag
    real(8), pointer :: x(:)
  end type
contains
  subroutine scale(p, f)
    type(particles), intent(inout) :: p
    real(8), intent(in) :: f
    integer :: i
    !$omp target map(tofrom: p)
    do i = 1, p%count
      p%x(i) = p%x(i) * f
    end do
    !$omp end target
  end subroutine
end module

program t
  use m
  implicit none
  type(particles) :: p
  real(8) :: s, scaled
  integer :: i
  p%count = 100
  p%tag = 3
  allocate(p%x(100))
  do i = 1, 100
    p%x(i) = i - 1
  end do
  !$omp target enter data map(to: p%count, p%tag, p%x)
  s = 0
  !$omp target map(tofrom: p, s)
  do i = 1, p%count
    s = s + p%x(i)
  end do
  p%tag = 7
  !$omp end target
  call scale(p, 2d0)
  !$omp target update from(p)
  !$omp target exit data map(from: p%x) map(release: p%count, p%tag)
  scaled = sum(p%x)
  print '(a,f0.0,a,f0.0,a,i0,a,i0)', 'sum ', s, ' scaled ', scaled, ' count ', p%count, ' tag ', p%tag
  if (s /= 4950d0 .or. scaled /= 9900d0 .or. p%tag /= 7) stop 1
end program
