program deep_copies
  use store_base
  use store_ext
  implicit none
  type(bag) :: b
  class(item), allocatable :: c, d
  integer :: k

  b%id = 7
  b%vals = [1, 2, 3]
  b%label = 'seven'
  allocate(b%cells(2))
  b%cells(1)%w = [1.5, 2.5]
  b%cells(2)%w = [3.25]

  call scrambled_copy(b)
  call b%show()

  call clone(b, c)
  call c%scramble()
  call c%show()
  call b%show()

  do k = 1, 3
    call assign_copy(c, d)
    call d%scramble()
  end do
  call d%show()
  call c%show()

  call assign_copy(item(4), d)
  call d%show()
  print '(a,l2)', 'same type as bag', same_type_as(d, b)
end program
