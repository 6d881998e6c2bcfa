! `lastprivate` of a whole array of its own storage and constant size, of a real and of a
! logical on `!$omp do` in a parallel region of `!$omp target teams` (OpenMP 4.5 §2.15.3.5):
! the copies of the thread that runs the sequentially last iteration come back (the whole
! object, as C copies its arrays). A module procedure taking an assumed-shape array.
! expect-exit: 0
! expect-stdout:
! | window: 998 999 1000
! | flags: 2.5 T
module last_window
  implicit none
contains
  subroutine window3(v, w, x, odd)
    real(8), intent(in) :: v(:)
    integer, intent(out) :: w(3)
    real(8), intent(out) :: x
    logical, intent(out) :: odd
    integer :: i, tmp(3)
    real(8) :: y
    logical :: o
    tmp = 0
    y = 0
    o = .false.
    !$omp target teams num_teams(1) map(tofrom: tmp, y, o)
    !$omp parallel
    !$omp do lastprivate(tmp, y, o)
    do i = 3, size(v)
      tmp = [int(v(i - 2)), int(v(i - 1)), int(v(i))]
      y = v(i) / 400
      o = mod(i, 2) == 1
    end do
    !$omp end parallel
    !$omp end target teams
    w = tmp
    x = y
    odd = .not. o
  end subroutine
end module

program last_array
  use last_window
  implicit none
  real(8) :: v(1000), x
  integer :: w(3), i
  logical :: odd
  v = [(real(i, 8), i = 1, 1000)]
  call window3(v, w, x, odd)
  print '(a,i0,1x,i0,1x,i0)', 'window: ', w
  print '(a,f0.1,1x,l1)', 'flags: ', x, odd
end program
