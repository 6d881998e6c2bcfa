! Local arrays above 64 KiB (heap storage per call in oxacc, design decision 74) and OpenMP:
! a function with a big work array called by every thread of a parallel loop (each call its
! own copy), a big local array shared by a parallel loop, and another private to each
! thread (the construct's copy), with a reduction.
! args: -fopenmp
! expect-exit: 0
! expect-stdout:
! |     25001.50    25002.50    25003.50    25004.50
! |     25013.50    25014.50    25015.50    25016.50
! |     5000770000.0
module wk
contains
  real(8) function work(k)
    integer, intent(in) :: k
    real(8) :: buf(50000)
    integer :: i
    do i = 1, size(buf)
      buf(i) = k + i
    end do
    work = sum(buf) / size(buf)
  end function
  subroutine shared_big(total)
    real(8), intent(out) :: total
    real(8) :: big(100000), tmp(20000)
    integer :: i, j
    !$omp parallel do
    do i = 1, size(big)
      big(i) = i
    end do
    total = 0
    !$omp parallel do private(tmp, j) reduction(+:total)
    do i = 1, 8
      do j = 1, size(tmp)
        tmp(j) = i
      end do
      total = total + sum(tmp)
    end do
    total = total + sum(big)
  end subroutine
end module
program omp_big_locals
  use wk
  real(8) :: r(16), t
  integer :: k
  !$omp parallel do
  do k = 1, 16
    r(k) = work(k)
  end do
  print '(4f12.2)', r(1:4), r(13:16)
  call shared_big(t)
  print '(f16.1)', t
end program omp_big_locals
