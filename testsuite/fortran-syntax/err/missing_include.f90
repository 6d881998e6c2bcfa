! An INCLUDE line naming a file that does not exist.
! expect-error: 4:11: cannot find include file 'no_such_file.inc'
program p
  include 'no_such_file.inc'
end program p
