! Passes extensions of another module to procedures of a module that does not know them.
program main
  use shapes_base
  use shapes_ext
  implicit none
  type(shape) :: s
  type(circle) :: c
  type(ring) :: r
  integer :: nbase, next
  s%x = 1.0
  c%x = 2.0
  c%r = 2.0
  r%x = 3.0
  r%r = 3.0
  r%inner = 1.0
  call report(s)
  call report(c)
  call report(r)
  call which(s)
  call which(r)
  nbase = 0
  next = 0
  call count_kinds(s, nbase, next)
  call count_kinds(c, nbase, next)
  call count_kinds(r, nbase, next)
  print '(a,2i3)', 'base, extensions:', nbase, next
end program
