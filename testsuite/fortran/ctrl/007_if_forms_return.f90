! Control flow: logical `if` statements, `if`/`else if`/`else` chains, nested ifs, and early
! `return` from functions and subroutines.
! expect-exit: 0
! expect-stdout:
! |   95 A
! |   85 B
! |   75 C
! |   65 F
! |  101 ?
! |   -3 ?
! |   90 A
! | 3
! | none negative
module grade_mod
  implicit none
contains
  character(len=1) function grade(score)
    integer, intent(in) :: score
    grade = 'F'
    if (score < 0 .or. score > 100) then
      grade = '?'
      return
    end if
    if (score >= 90) then
      grade = 'A'
    else if (score >= 80) then
      grade = 'B'
    else if (score >= 70) then
      grade = 'C'
    end if
  end function grade
  subroutine first_negative(v, pos)
    real(8), intent(in) :: v(:)
    integer, intent(out) :: pos
    integer :: i
    pos = 0
    do i = 1, size(v)
      if (v(i) < 0.0d0) then
        pos = i
        return
      end if
    end do
  end subroutine first_negative
end module grade_mod

program iffs
  use grade_mod
  implicit none
  integer :: scores(7) = [95, 85, 75, 65, 101, -3, 90], i, p
  do i = 1, size(scores)
    write(*, '(i4,1x,a)') scores(i), grade(scores(i))
  end do
  call first_negative([1.0d0, 2.0d0, -3.0d0, -4.0d0], p)
  write(*, '(i0)') p
  call first_negative([1.0d0], p)
  if (p == 0) write(*, '(a)') 'none negative'
end program iffs
