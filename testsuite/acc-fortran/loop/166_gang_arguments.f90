! reference: without -fopenacc
! The arguments of `gang` (OpenACC 3.3 §2.9.2): `gang(num:)` on a loop in a `kernels` region,
! `gang(static:*)` and `gang(static:4)` in `parallel`, `gang(dim:2)` and `gang(dim:1)` under
! `num_gangs(4, 2)`: every iteration runs once whichever gangs take it.
! gfortran 12 has no `dim:` nor a second `num_gangs` value: the reference is the sequential
! meaning.
! expect-exit: 0
! expect-stdout:
! | x(1), x(n)  =      2   2000
! | y(1), y(n)  =      4   4000
! | z sum       = 1501500
! | w(3,5)      =    35
program gang_arguments
  implicit none
  integer, parameter :: n = 1000
  integer :: x(n), y(n), z(n), w(40, 20), i, j
  !$acc kernels copyout(x)
  !$acc loop gang(num: 8)
  do i = 1, n
    x(i) = 2 * i
  end do
  !$acc end kernels
  !$acc parallel loop gang(static: *) copyin(x) copyout(y)
  do i = 1, n
    y(i) = 2 * x(i)
  end do
  !$acc parallel loop gang(static: 4) copyin(x, y) copyout(z)
  do i = 1, n
    z(i) = x(i) + y(i) / 2 - i
  end do
  !$acc parallel num_gangs(4, 2) copyout(w)
  !$acc loop gang(dim: 2)
  do j = 1, 20
    !$acc loop gang(dim: 1)
    do i = 1, 40
      w(i, j) = 10 * i + j
    end do
  end do
  !$acc end parallel
  print '(a, 2i7)', 'x(1), x(n)  =', x(1), x(n)
  print '(a, 2i7)', 'y(1), y(n)  =', y(1), y(n)
  print '(a, i0)', 'z sum       = ', sum(z)
  print '(a, i6)', 'w(3,5)      =', w(3, 5)
end program gang_arguments
