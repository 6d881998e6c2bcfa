! Control flow: `block` constructs with their own declarations (shadowing an outer name),
! `associate` naming sub-expressions and array sections, and nested blocks in a loop.
! expect-exit: 0
! expect-stdout:
! | inner n = 99
! | outer n = 4
! |    2.0   4.0   6.0   8.0    30.0
! |   -2.0  -4.0  -6.0  -8.0
! |  1   1.0
! |  2   4.0
! |  3   9.0
program blocks
  implicit none
  real(8) :: grid(4, 4)
  integer :: i, j, n
  n = 4
  do j = 1, n
    do i = 1, n
      grid(i, j) = i * j
    end do
  end do
  block
    integer :: n
    n = 99
    write(*, '(a,i0)') 'inner n = ', n
  end block
  write(*, '(a,i0)') 'outer n = ', n
  associate (row => grid(2, :), diag_sum => grid(1, 1) + grid(2, 2) + grid(3, 3) + grid(4, 4))
    write(*, '(4f6.1,f8.1)') row, diag_sum
    row = -row
  end associate
  write(*, '(4f6.1)') grid(2, :)
  do i = 1, 3
    block
      real(8) :: local(i)
      local = real(i, 8)
      write(*, '(i2,f6.1)') size(local), sum(local)
    end block
  end do
end program blocks
