! firstprivate and private of an array section of a local array (OpenACC 3.3 §2.5.13, §2.5.14:
! a var may be a subarray): every gang gets its own copy of the array, initialised from the
! original for firstprivate. A section used to give a private copy of its first element only,
! so the other elements read garbage. (gfortran refuses subarrays in these clauses: the
! reference is the sequential meaning, which the program keeps.)
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | errors 0
! | sum        24802.0
program firstprivate_sections
  implicit none
  integer, parameter :: n = 200, g = 8
  real(8) :: a(g * n), c(n), d(g * n), w(n)
  integer :: x, y, errors
  do y = 1, g * n
    a(y) = mod(y * 7, 13)
  end do
  do y = 1, n
    c(y) = y
    w(y) = -1
  end do
  d = 0
  ! Reads of the section's copy.
  !$acc parallel firstprivate(c(1:n)) copyin(a) copy(d)
  !$acc loop gang
  do x = 0, g - 1
    !$acc loop vector
    do y = 1, n
      d(x * n + y) = a(x * n + y) + c(y)
    end do
  end do
  !$acc end parallel
  errors = 0
  do x = 0, g - 1
    do y = 1, n
      if (d(x * n + y) /= a(x * n + y) + y) errors = errors + 1
    end do
  end do
  ! Each gang writes its own copy of w, then reads it back: no gang sees another's values.
  d = 0
  !$acc parallel firstprivate(c(1:n)) private(w(1:n)) copyin(a) copy(d) num_gangs(g)
  !$acc loop gang
  do x = 0, g - 1
    !$acc loop vector
    do y = 1, n
      w(y) = a(x * n + y) * 2 + c(y) + x
    end do
    !$acc loop vector
    do y = 1, n
      d(x * n + y) = w(y) - c(y)
    end do
  end do
  !$acc end parallel
  do x = 0, g - 1
    do y = 1, n
      if (d(x * n + y) /= a(x * n + y) * 2 + x) errors = errors + 1
    end do
  end do
  print '(a, i0)', 'errors ', errors
  print '(a, f14.1)', 'sum ', sum(d)
end program
