! I/O: character arrays as internal files (§12.4: one record per element), as input-deck
! and report code uses them: a report formatted into an array of lines (records advanced
! by `/` and by format reversion), numbers read back from an array of records (formatted
! and list-directed), an array section and an assumed-shape dummy as the internal file.
! expect-exit: 0
! expect-stdout:
! | [step     42]
! | [time     1.2500]
! | [dt     3.0000E-03]
! | [-]
! | 4  1.50  2.50  3.50  4.50
! | cell001 cell002 cell003 cell004 cell005 cell006
! |    2   4   6
! |    1   2   3   4   5   6
module deck
  implicit none
contains
  subroutine parse(lines, n, values)
    character(len=*), intent(in) :: lines(:)
    integer, intent(out) :: n
    real(8), intent(out) :: values(:)
    read(lines, *) n, values(1:n)
  end subroutine

  subroutine render(out, step, t, dt)
    character(len=*), intent(out) :: out(:)
    integer, intent(in) :: step
    real(8), intent(in) :: t, dt
    write(out, '("step ", i6 / "time ", f10.4 / "dt   ", es12.4)') step, t, dt
  end subroutine
end module

program internal_arrays
  use deck
  implicit none
  character(len=30) :: report(4), input(3)
  character(len=12) :: cells(6)
  real(8) :: v(5)
  integer :: n, i, ids(6)

  report = '-'
  call render(report, 42, 1.25d0, 3.0d-3)
  do i = 1, size(report)
    write(*, '(3a)') '[', trim(report(i)), ']'
  end do

  input(1) = '4  1.5'
  input(2) = '2.5, 3.5'
  input(3) = '  4.5 /'
  call parse(input, n, v)
  write(*, '(i0, 4f6.2)') n, v(1:n)

  write(cells, '(a, i3.3)') ('cell', i, i = 1, 6)
  write(*, '(6(a, 1x))') (trim(cells(i)), i = 1, 6)
  read(cells(2:6:2), '(4x, i3)') ids(1:3)
  write(*, '(3i4)') ids(1:3)
  read(cells, '(4x, i3)') ids
  write(*, '(6i4)') ids
end program
