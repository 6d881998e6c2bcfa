! Types: FINAL procedures (F2018 §7.5.6, decision 118) of types from a module in another file:
! DEALLOCATE of a scalar, of an array (the rank-1 final subroutine), of a pointer to an
! extension (its own final subroutine, then the parent's on the parent component), and the
! unsaved locals of a procedure at END and at an early RETURN (an allocatable one only if
! allocated). One finalizable local per procedure: the order among several is processor
! dependent. Main program variables are saved, so never finalized.
! link-with-acc: helpers/resources_mod.f90
! expect-exit: 0
! expect-stdout:
! | close handle   7  live  0
! | close handles   8   9
! | close file data.bin   5
! | close handle   5  live  0
! | scratch   1
! | close handle 101  live  0
! | logging   1
! | close file log.txt  201
! | close handle 201  live  0
! | scratch   2
! | close handle 102  live  0
! | close file log.txt  202
! | close handle 202  live  0
! | close handles 301 302 303
! | close handle 402  live  0
! | spare  2  live at end  0
module workers
  use resources
  implicit none
contains
  subroutine scratch(n)
    integer, intent(in) :: n
    type(handle) :: tmp
    tmp%id = 100 + n
    live = live + 1
    print '(a,i4)', 'scratch', n
  end subroutine

  subroutine logging(n)
    integer, intent(in) :: n
    type(file_handle) :: log
    log%id = 200 + n
    log%path = 'log.txt'
    live = live + 1
    if (n > 1) return
    print '(a,i4)', 'logging', n
  end subroutine

  subroutine pooled(n)
    integer, intent(in) :: n
    type(handle), allocatable :: pool(:)
    integer :: k
    if (n == 0) return
    allocate(pool(n))
    pool%id = [(300 + k, k = 1, n)]
    live = live + n
  end subroutine

  integer function spare(n)
    integer, intent(in) :: n
    type(handle), allocatable :: h
    spare = 0
    if (n > 0) then
      allocate(h)
      h%id = 400 + n
      live = live + 1
      spare = n
    end if
  end function
end module

program final_procedures
  use resources
  use workers
  implicit none
  type(handle), allocatable :: h, hs(:)
  type(file_handle), pointer :: fp
  type(handle) :: kept
  integer :: k

  kept%id = 1
  allocate(h)
  h%id = 7
  live = live + 1
  deallocate(h)
  allocate(hs(2))
  hs%id = [8, 9]
  live = live + 2
  deallocate(hs)
  allocate(fp)
  fp%id = 5
  fp%path = 'data.bin'
  live = live + 1
  deallocate(fp)
  do k = 1, 2
    call scratch(k)
    call logging(k)
  end do
  call pooled(0)
  call pooled(3)
  k = spare(0) + spare(2)
  print '(a,i3,a,i3)', 'spare', k, '  live at end', live
end program
