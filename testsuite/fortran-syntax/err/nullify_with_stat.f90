! NULLIFY takes no STAT= option.
! expect-error: 6:14: NULLIFY takes no options
program p
  integer, pointer :: q
  integer :: ierr
  nullify(q, stat=ierr)
end program p
