! Transformational intrinsics with arguments of the wrong rank (§16.9.197 TRANSPOSE: rank 2;
! §16.9.127 MATMUL: one of rank 2; §16.9.178 SPREAD: DIM at most the source's rank + 1).
! expect-error: 8:22: 'matrix' argument of 'transpose' intrinsic at (1) must be of rank 2
! expect-error: 9:22: 'matrix_b' argument of 'matmul' intrinsic at (1) must be of rank 2
! expect-error: 10:22: 'dim' argument of 'spread' intrinsic at (1) is not a valid dimension index
program p
  real :: v(3), w(3)
  print *, transpose(v)
  print *, matmul(v, w)
  print *, spread(v, 3, 2)
end program p
