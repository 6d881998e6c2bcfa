! Arrays: `do concurrent` over 1-D and 2-D index spaces, with a mask and a local scalar
! declared inside a block, writing disjoint elements (a Jacobi sweep into a second array).
! expect-exit: 0
! expect-stdout:
! |   0.46754  0.63157  0.68653  0.68653  0.63157  0.46754
! |   0.24268  0.37945  0.43713  0.43713  0.37945  0.24268
! |   0.13073  0.21920  0.26124  0.26124  0.21920  0.13073
! |   0.06948  0.12041  0.14626  0.14626  0.12041  0.06948
! |   0.03465  0.06106  0.07489  0.07489  0.06106  0.03465
! |   0.01413  0.02507  0.03092  0.03092  0.02507  0.01413
! |   0.46754 -0.37945  0.26124 -0.14626  0.06106 -0.01413
program doconc
  implicit none
  integer, parameter :: n = 6
  real(8) :: u(0:n+1, 0:n+1), unew(0:n+1, 0:n+1)
  integer :: i, j, it
  u = 0.0d0
  u(0, :) = 1.0d0
  unew = u
  do it = 1, 20
    do concurrent (j = 1:n, i = 1:n)
      unew(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1))
    end do
    u(1:n, 1:n) = unew(1:n, 1:n)
  end do
  do i = 1, n
    write(*, '(6f9.5)') u(i, 1:n)
  end do
  do concurrent (i = 1:n, mod(i, 2) == 0)
    block
      real(8) :: t
      t = u(i, i)
      u(i, i) = -t
    end block
  end do
  write(*, '(6f9.5)') (u(i, i), i = 1, n)
end program doconc
