! Derived types: records with character and numeric components sorted by two keys (level
! descending, then name ascending) with a comparison function, and a report table.
! expect-exit: 0
! expect-stdout:
! | advect      3    4.25
! | pdv         3    1.75
! | accel       2    1.00
! | flux        2    2.00
! | ideal       1    0.25
! | visit       1    0.50
! | total     9.75
module recs
  implicit none
  type :: entry
    character(len=10) :: name
    integer :: level
    real(8) :: cost
  end type entry
contains
  logical function before(a, b)
    type(entry), intent(in) :: a, b
    if (a%level /= b%level) then
      before = a%level > b%level
    else
      before = a%name < b%name
    end if
  end function before
end module recs

program sortrec
  use recs
  implicit none
  type(entry) :: e(6), t
  integer :: i, j, best
  e = [entry('visit', 1, 0.5d0), entry('advect', 3, 4.25d0), entry('pdv', 3, 1.75d0), &
       entry('flux', 2, 2.0d0), entry('accel', 2, 1.0d0), entry('ideal', 1, 0.25d0)]
  do i = 1, size(e) - 1
    best = i
    do j = i + 1, size(e)
      if (before(e(j), e(best))) best = j
    end do
    t = e(i); e(i) = e(best); e(best) = t
  end do
  do i = 1, size(e)
    write(*, '(a10,i3,f8.2)') e(i)%name, e(i)%level, e(i)%cost
  end do
  write(*, '(a,f8.2)') 'total ', sum(e%cost)
end program sortrec
