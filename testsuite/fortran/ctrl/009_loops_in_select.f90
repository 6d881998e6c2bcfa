! Control flow: a command interpreter loop: `select case` inside a named `do`, `cycle` and
! `exit` naming the loop from inside case blocks, and a counter of handled commands.
! expect-exit: 0
! expect-stdout:
! | stack:  15
! | handled 6 stopped at 8
program interp
  implicit none
  character(len=6) :: cmds(9) = [character(len=6) :: 'push', 'push', 'add', 'skip', 'push', &
                                   'mul', 'print', 'halt', 'push']
  integer :: stack(10), sp, i, handled
  sp = 0
  handled = 0
  run: do i = 1, size(cmds)
    select case (trim(cmds(i)))
    case ('push')
      sp = sp + 1
      stack(sp) = i
    case ('add', 'mul')
      if (sp < 2) cycle run
      if (cmds(i) == 'add') then
        stack(sp - 1) = stack(sp - 1) + stack(sp)
      else
        stack(sp - 1) = stack(sp - 1) * stack(sp)
      end if
      sp = sp - 1
    case ('print')
      write(*, '(a,10i4)') 'stack:', stack(1:sp)
    case ('halt')
      exit run
    case default
      cycle run
    end select
    handled = handled + 1
  end do run
  write(*, '(a,i0,a,i0)') 'handled ', handled, ' stopped at ', i
end program interp
