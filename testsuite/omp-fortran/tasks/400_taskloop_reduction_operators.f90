! reduction on taskloop (OpenMP 5.0 §2.19.5.4, §2.10.2): each task reduces into its own copy,
! at the operator's identity, combined into the original as the task ends; the taskgroup makes
! the result complete at `end taskloop`. Every Fortran operator and intrinsic (+, *, -, .and.,
! .or., .eqv., .neqv., max, min, iand, ior, ieor) on integer kinds 1, 2, 4, 8, real 4 and 8,
! complex 4 and 8 and logical kinds 1 and 4; an explicit-shape array; `taskloop simd`; a
! reduction in a subroutine taking its data as dummy arguments, whose taskloop runs in the
! primary thread of the caller's team; grainsize and num_tasks splits. Values are exact in
! binary, so the order of combination does not change them. (oxacc used to refuse operators in
! `reduction` on Fortran taskloops. flang-22 takes no reduction on taskloop: the reference is
! the program's sequential meaning.)
! reference: without -fopenmp
! expect-exit: 0
! expect-stdout:
! | integer(1/2): 31 12 1930
! | integer(2) max: 100
! | integer(4): 73810 729 -830 -512 127 316 46 3
! | integer(8): 183000000000 1000000000000
! | real(4): 915.50 4.00
! | real(8): 229.0000 .0312 1.5000
! | complex(4): 915.00 -60.00
! | complex(8): 61.00 456.50 -2.00 2.00
! | logical: T T T F
! | array: 480 435 450 465
! | dummies: 215.00 17.50 -10.50
module tred
  implicit none
contains
  subroutine stats(x, n, total, big, small)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: total, big, small
    integer :: i
    total = 0
    big = -huge(big)
    small = huge(small)
    !$omp parallel shared(total, big, small)
    !$omp master
    !$omp taskloop reduction(+: total) reduction(max: big) reduction(min: small) num_tasks(7)
    do i = 1, n
      total = total + x(i)
      big = max(big, x(i))
      small = min(small, x(i))
    end do
    !$omp end taskloop
    !$omp end master
    !$omp end parallel
  end subroutine
end module

program taskloop_reduction_operators
  use tred
  implicit none
  integer, parameter :: n = 60
  integer :: i
  integer(1) :: i1s, i1x
  integer(2) :: i2s, i2m
  integer(4) :: i4s, i4p, i4d, i4and, i4or, i4xor, i4max, i4min
  integer(8) :: i8s, i8p
  real(4) :: r4s, r4max
  real(8) :: r8s, r8p, r8min, x(n), tot, big, small
  complex(4) :: c4s
  complex(8) :: c8s, c8p
  logical(1) :: l1and
  logical(4) :: l4or, l4eqv, l4neqv
  integer :: hist(4)

  i1s = 1; i1x = 0; i2s = 100; i2m = -30000
  i4s = 0; i4p = 1; i4d = 1000; i4and = -1; i4or = 0; i4xor = 0; i4max = -huge(i4max); i4min = huge(i4min)
  i8s = 0; i8p = 1; r4s = 0.5; r4max = -1.0; r8s = 0.25d0; r8p = 1.0d0; r8min = 1.0d9
  c4s = (0.0, 0.0); c8s = (1.0d0, -1.0d0); c8p = (1.0d0, 0.0d0)
  l1and = .true.; l4or = .false.; l4eqv = .true.; l4neqv = .false.
  hist = 0

  !$omp parallel
  !$omp single
  !$omp taskloop grainsize(4) reduction(+: i1s, i2s, i4s, i8s, r4s, r8s, c4s, c8s) &
  !$omp& reduction(*: i4p, i8p, r8p, c8p) reduction(-: i4d) reduction(max: i2m, i4max, r4max) &
  !$omp& reduction(min: i4min, r8min) reduction(iand: i4and) reduction(ior: i4or) &
  !$omp& reduction(ieor: i4xor, i1x) reduction(.and.: l1and) reduction(.or.: l4or) &
  !$omp& reduction(.eqv.: l4eqv) reduction(.neqv.: l4neqv)
  do i = 1, n
    i1s = i1s + int(mod(i, 2), 1)
    i1x = ieor(i1x, int(mod(i, 16), 1))
    i2s = i2s + int(i, 2)
    i2m = max(i2m, int(mod(i * 37, 101), 2))
    i4s = i4s + i * i
    if (mod(i, 10) == 0) i4p = i4p * 3
    i4d = i4d - i
    i4and = iand(i4and, not(ishft(1, mod(i, 9))))
    i4or = ior(i4or, ishft(1, mod(i, 7)))
    i4xor = ieor(i4xor, i * 5)
    i4max = max(i4max, mod(i * 13, 47))
    i4min = min(i4min, mod(i * 13, 47) + 3)
    i8s = i8s + int(i, 8) * 100000000_8
    if (mod(i, 15) == 0) i8p = i8p * 1000_8
    r4s = r4s + 0.5 * i
    r4max = max(r4max, real(mod(i, 17)) * 0.25)
    r8s = r8s + 0.125d0 * i
    if (mod(i, 12) == 0) r8p = r8p * 0.5d0
    r8min = min(r8min, dble(mod(i * 7, 61)) + 0.5d0)
    c4s = c4s + cmplx(0.5 * i, -1.0)
    c8s = c8s + cmplx(1.0d0, 0.25d0 * i, 8)
    if (mod(i, 20) == 0) c8p = c8p * (1.0d0, 1.0d0)
    l1and = l1and .and. (i < 1000)
    l4or = l4or .or. (i == 42)
    l4eqv = l4eqv .eqv. (mod(i, 7) /= 0)
    l4neqv = l4neqv .neqv. (mod(i, 9) == 0)
  end do
  !$omp end taskloop

  !$omp taskloop simd reduction(+: hist) num_tasks(5)
  do i = 1, n
    hist(mod(i, 4) + 1) = hist(mod(i, 4) + 1) + i
  end do
  !$omp end taskloop simd
  !$omp end single
  !$omp end parallel

  print '(a, 3(1x, i0))', 'integer(1/2):', i1s, i1x, i2s
  print '(a, 1x, i0)', 'integer(2) max:', i2m
  print '(a, 8(1x, i0))', 'integer(4):', i4s, i4p, i4d, i4and, i4or, i4xor, i4max, i4min
  print '(a, 2(1x, i0))', 'integer(8):', i8s, i8p
  print '(a, 2(1x, f0.2))', 'real(4):', r4s, r4max
  print '(a, 3(1x, f0.4))', 'real(8):', r8s, r8p, r8min
  print '(a, 2(1x, f0.2))', 'complex(4):', real(c4s), aimag(c4s)
  print '(a, 4(1x, f0.2))', 'complex(8):', real(c8s), aimag(c8s), real(c8p), aimag(c8p)
  print '(a, 4(1x, l1))', 'logical:', l1and, l4or, l4eqv, l4neqv
  print '(a, 4(1x, i0))', 'array:', hist

  do i = 1, n
    x(i) = dble(mod(i * 11, 29)) - 10.5d0
  end do
  call stats(x, n, tot, big, small)
  print '(a, 3(1x, f0.2))', 'dummies:', tot, big, small
end program
