! reference: without -fopenacc
! Reduction: arrays as reduction variables (OpenACC 3.3 §2.5.15: every element is a
! reduction of its own): a histogram `reduction(+:hist)`, per-column maxima
! `reduction(max:colmax)` of a fixed-size array, and an integer `reduction(ior:bits)` array.
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | hist =   625   625   625   625   625   625   625   625
! | sum(hist) =    5000
! | colmax =     976.5     977.0     977.5
! | bits =   286331698   572662374  1145324748   143165849
program array_reductions
  implicit none
  integer, parameter :: n = 5000, nb = 8
  integer :: hist(nb), bits(4), i, j
  real(8) :: x(n), colmax(3), y(n, 3)
  do i = 1, n
    x(i) = mod(i * 7919, 1000) / 1000.0d0
    do j = 1, 3
      y(i, j) = mod(i * j * 31, 977) + j * 0.5d0
    end do
  end do
  hist = 0
  !$acc parallel loop reduction(+:hist) copyin(x)
  do i = 1, n
    hist(int(x(i) * nb) + 1) = hist(int(x(i) * nb) + 1) + 1
  end do
  colmax = -1
  !$acc parallel loop reduction(max:colmax) copyin(y)
  do i = 1, n
    do j = 1, 3
      colmax(j) = max(colmax(j), y(i, j))
    end do
  end do
  bits = 0
  !$acc parallel loop reduction(ior:bits)
  do i = 1, 40
    bits(mod(i, 4) + 1) = ior(bits(mod(i, 4) + 1), ishft(1, mod(i, 31)))
  end do
  print '(a, 8i6)', 'hist =', hist
  print '(a, i8)', 'sum(hist) =', sum(hist)
  print '(a, 3f10.1)', 'colmax =', colmax
  print '(a, 4i12)', 'bits =', bits
end program array_reductions
