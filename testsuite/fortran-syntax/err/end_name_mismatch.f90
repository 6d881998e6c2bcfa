! END SUBROUTINE with another subroutine's name.
! expect-error: 5:16: 'beta' does not match the name 'alpha'
subroutine alpha()
  print *, 'alpha'
end subroutine beta
