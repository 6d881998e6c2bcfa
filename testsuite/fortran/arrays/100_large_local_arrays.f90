! Local arrays larger than 64 KiB (oxacc: heap storage per call, docs/design.md decision 74):
! each recursive call has its own copy, an internal procedure reaches its host's, a big
! array of structures is default-initialized on every call, character and logical work
! arrays, a procedure called many times (its storage taken and given back each time), and
! a function result computed in a big local; a small array of structures is default-
! initialized too.
! expect-exit: 0
! expect-stdout:
! |     10018.00
! | 2169982
! | 2169982
! | 5050
! | item42 item8000
! | 329995
module work
  implicit none
  type cell
    integer :: id = 7
    real(8) :: v(4) = 0
  end type
contains
  recursive function depth_sum(level) result(s)
    integer, intent(in) :: level
    real(8) :: s
    real(8) :: buf(20000)
    integer :: i
    do i = 1, size(buf)
      buf(i) = level * 1000 + mod(i, 10)
    end do
    s = 0
    if (level < 4) s = depth_sum(level + 1)
    ! This call's buffer is intact after the deeper calls.
    s = s + sum(buf) / size(buf)
  end function

  subroutine cells(n, total)
    integer, intent(in) :: n
    integer, intent(out) :: total
    type(cell) :: c(5000), few(3)
    integer :: i
    total = sum(c%id) + 100000 * sum(few%id)
    few%id = 0
    do i = 1, n
      c(i)%id = -1
      c(i)%v = i
    end do
    total = total + sum(c%id) + int(sum(c(1:n)%v(2)))
  end subroutine

  integer function host_sum(n)
    integer, intent(in) :: n
    integer :: big(100000)
    call fill()
    host_sum = sum(big(1:n))
  contains
    subroutine fill()
      integer :: i
      do i = 1, size(big)
        big(i) = i
      end do
    end subroutine
  end function

  subroutine text(n, line)
    integer, intent(in) :: n
    character(len=*), intent(out) :: line
    character(len=16) :: names(8000)
    logical :: seen(70000)
    integer :: i
    seen = .false.
    do i = 1, size(names)
      write (names(i), '(a, i0)') 'item', i
    end do
    seen(1:n) = .true.
    line = trim(names(n)) // ' ' // trim(names(size(names)))
    if (count(seen) /= n) line = 'bad'
  end subroutine
end module

program main
  use work
  implicit none
  integer :: t, k, acc
  character(len=40) :: line
  print '(f12.2)', depth_sum(1)
  call cells(3, t)
  print '(i0)', t
  call cells(3, t)
  print '(i0)', t
  print '(i0)', host_sum(100)
  call text(42, line)
  print '(a)', trim(line)
  acc = 0
  do k = 1, 2000
    acc = acc + host_sum(k)
    acc = mod(acc, 1000003)
  end do
  print '(i0)', acc
end program
