! Program units: a recursive subroutine (in-place quicksort on an assumed-shape section,
! recursing on sub-sections), and a recursive internal function counting the recursion depth.
! expect-exit: 0
! expect-stdout:
! |   12  -3  13  -2  14  -1  15   0 -15   1 -14   2 -13   3 -12   4 -11   5 -10   6  -9   7  -8   8  -7
! |  -15 -14 -13 -12 -11 -10  -9  -8  -7  -3  -2  -1   0   1   2   3   4   5   6   7   8  12  13  14  15
! | sorted: T
! | depth for 1000: 9
module sorting
  implicit none
contains
  recursive subroutine quicksort(a)
    integer, intent(inout) :: a(:)
    integer :: pivot, i, j, t
    if (size(a) < 2) return
    pivot = a(size(a) / 2 + 1)
    i = 1
    j = size(a)
    do
      do while (a(i) < pivot)
        i = i + 1
      end do
      do while (a(j) > pivot)
        j = j - 1
      end do
      if (i >= j) exit
      t = a(i); a(i) = a(j); a(j) = t
      i = i + 1
      j = j - 1
    end do
    call quicksort(a(:i - 1))
    call quicksort(a(i:))
  end subroutine quicksort
end module sorting

program qs
  use sorting
  implicit none
  integer :: v(25), i
  v = [(mod(i * 47 + 11, 31) - 15, i = 1, 25)]
  write(*, '(25i4)') v
  call quicksort(v)
  write(*, '(25i4)') v
  write(*, '(a,l2)') 'sorted:', all(v(2:) >= v(:24))
  write(*, '(a,i0)') 'depth for 1000: ', depth(1000)
contains
  recursive integer function depth(n) result(d)
    integer, intent(in) :: n
    if (n <= 1) then
      d = 0
    else
      d = 1 + depth(n / 2)
    end if
  end function depth
end program qs
