! Arrays: arrays of fixed-length strings, a constructor whose items are padded to one length,
! sorting names by insertion sort with string comparison, and `len_trim` of each element.
! expect-exit: 0
! expect-stdout:
! |  1 amr       |  3
! |  2 cg        |  2
! |  3 clover    |  6
! |  4 jacobi    |  6
! |  5 miniweathe| 10
! |  6 tealeaf   |  7
! |  amr cg  clo jac min tea
program names
  implicit none
  character(len=10) :: list(6), tmp
  integer :: i, j
  list = [character(len=10) :: 'tealeaf', 'clover', 'miniweather', 'jacobi', 'cg', 'amr']
  do i = 2, size(list)
    tmp = list(i)
    j = i - 1
    do while (j >= 1)
      if (list(j) <= tmp) exit
      list(j + 1) = list(j)
      j = j - 1
    end do
    list(j + 1) = tmp
  end do
  do i = 1, size(list)
    write(*, '(i2,1x,a,"|",i3)') i, list(i), len_trim(list(i))
  end do
  write(*, '(6a4)') list(:)(1:3)
end program names
