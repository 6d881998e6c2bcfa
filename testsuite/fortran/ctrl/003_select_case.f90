! Control flow: `select case` on integers with ranges and lists, on characters, and on a
! logical; `case default`; a classification table as an input-deck parser uses.
! expect-exit: 0
! expect-stdout:
! |  -2 negative
! |   0 zero
! |   2 small or eight
! |   4 small or eight
! |   6 other
! |   8 small or eight
! |  10 ten or more
! |  12 ten or more
! | x_cells -> grid size
! | y_cells -> grid size
! | end_time -> stop time
! | visit -> other known (u..w)
! | zzz -> unknown
! | odd
program cases
  implicit none
  integer :: i
  character(len=8) :: keys(5) = [character(len=8) :: 'x_cells', 'y_cells', 'end_time', 'visit', 'zzz']
  do i = -2, 12, 2
    select case (i)
    case (:-1)
      write(*, '(i3,a)') i, ' negative'
    case (0)
      write(*, '(i3,a)') i, ' zero'
    case (1:4, 8)
      write(*, '(i3,a)') i, ' small or eight'
    case (10:)
      write(*, '(i3,a)') i, ' ten or more'
    case default
      write(*, '(i3,a)') i, ' other'
    end select
  end do
  do i = 1, size(keys)
    select case (trim(keys(i)))
    case ('x_cells', 'y_cells')
      write(*, '(a,a)') trim(keys(i)), ' -> grid size'
    case ('end_time')
      write(*, '(a,a)') trim(keys(i)), ' -> stop time'
    case ('u':'w')
      write(*, '(a,a)') trim(keys(i)), ' -> other known (u..w)'
    case default
      write(*, '(a,a)') trim(keys(i)), ' -> unknown'
    end select
  end do
  select case (mod(7, 2) == 1)
  case (.true.)
    write(*, '(a)') 'odd'
  case (.false.)
    write(*, '(a)') 'even'
  end select
end program cases
