program main
  use shapes_m
  implicit none
  type(circle) :: c
  type(shape) :: s
  c%r = 3
  call report(c)
  call report(s)
  call c%show()
  call go(c)
contains
  subroutine go(q)
    class(shape), intent(in) :: q
    call q%show()
    select type (q)
    type is (circle)
      print '(a, f6.2)', 'main sees circle', q%r
    end select
  end subroutine
end program
