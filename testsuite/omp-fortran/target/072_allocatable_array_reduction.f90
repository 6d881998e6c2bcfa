! reference: without -fopenmp
! Array reductions on ALLOCATABLE arrays on target constructs (OpenMP 4.5 §2.15.3.6: an array
! list item is a reduction of each element; OpenMP_VV array_reduce, which had been refused:
! the private copies need descriptors of their own): the three combined forms of OpenMP_VV's
! reproducer, then every operator on target teams distribute parallel do (+ * max min iand
! ior ieor on integer, + * max min on real(8), .and. .or. .eqv. .neqv. on logical), with lower
! bounds other than 1, each against the sequential loop from the same start.
! (flang-22 hangs on array reductions of allocatables in target regions: the reference is
! the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | a:   8.   0.   0.   0.
! | b:   8.   0.   0.   0.
! | c:   8.   0.   0.   0.
! | int + * max min iand ior ieor: 0 0 0 0 0 0 0
! | real(8) + * max min: 0 0 0 0
! | logical .and. .or. .eqv. .neqv.: 0 0 0 0
program allocatable_array_reduction
  implicit none
  integer, parameter :: n = 3000
  real, allocatable :: a(:), b(:), c(:)
  integer, allocatable :: ia(:), im(:), ix(:), in(:), ja(:), jo(:), je(:), h(:, :)
  real(8), allocatable :: ra(:), rm(:), rx(:), rn(:), g(:, :)
  logical, allocatable :: la(:), lo(:), le(:), ln(:), kl(:, :)
  integer :: i, k
  allocate(a(4), b(4), c(4))
  a = 0; b = 0; c = 0
!$omp target teams distribute reduction(+:a)
  do i = 1, 8
    a(1) = a(1) + 1
  end do
!$omp target parallel do reduction(+:b)
  do i = 1, 8
    b(1) = b(1) + 1
  end do
!$omp target teams distribute parallel do reduction(+:c) map(tofrom: c)
  do i = 1, 8
    c(1) = c(1) + 1
  end do
  print '(a, 4f5.0)', 'a:', a
  print '(a, 4f5.0)', 'b:', b
  print '(a, 4f5.0)', 'c:', c
  allocate(ia(-2:1), im(-2:1), ix(-2:1), in(-2:1), ja(-2:1), jo(-2:1), je(-2:1), h(-2:1, 7))
  allocate(ra(0:2), rm(0:2), rx(0:2), rn(0:2), g(0:2, 4))
  allocate(la(5:7), lo(5:7), le(5:7), ln(5:7), kl(5:7, 4))
  ia = 0; im = 1; ix = -50; in = 50; ja = -1; jo = 0; je = 5
  h(:, 1) = ia; h(:, 2) = im; h(:, 3) = ix; h(:, 4) = in; h(:, 5) = ja; h(:, 6) = jo; h(:, 7) = je
  ra = 1.5d0; rm = 1; rx = -1d9; rn = 1d9
  g(:, 1) = ra; g(:, 2) = rm; g(:, 3) = rx; g(:, 4) = rn
  la = .true.; lo = .false.; le = .true.; ln = .false.
  kl(:, 1) = la; kl(:, 2) = lo; kl(:, 3) = le; kl(:, 4) = ln
  do i = 1, n
    k = mod(i, 4) - 2
    h(k, 1) = h(k, 1) + 16
    if (mod(i, 400) == 0) h(k, 2) = h(k, 2) * 2
    h(k, 3) = max(h(k, 3), mod(i * 37, 29) - 14)
    h(k, 4) = min(h(k, 4), mod(i * 41, 31) - 21)
    h(k, 5) = iand(h(k, 5), not(ishft(1, mod(i, 9))))
    h(k, 6) = ior(h(k, 6), ishft(1, mod(i * 3, 17)))
    h(k, 7) = ieor(h(k, 7), i)
    k = mod(i, 3)
    g(k, 1) = g(k, 1) + i * 0.25d0
    if (mod(i, 500) == 0) g(k, 2) = g(k, 2) * 1.5d0
    g(k, 3) = max(g(k, 3), sin(dble(i)))
    g(k, 4) = min(g(k, 4), cos(dble(i)))
    k = mod(i, 3) + 5
    kl(k, 1) = kl(k, 1) .and. (mod(i, 997) /= 0)
    kl(k, 2) = kl(k, 2) .or. (mod(i, 1499) == 0)
    kl(k, 3) = kl(k, 3) .eqv. (mod(i, 7) == 0)
    kl(k, 4) = kl(k, 4) .neqv. (mod(i, 11) == 0)
  end do
!$omp target teams distribute parallel do private(k) reduction(+:ia) reduction(*:im) &
!$omp& reduction(max:ix) reduction(min:in) reduction(iand:ja) reduction(ior:jo) reduction(ieor:je)
  do i = 1, n
    k = mod(i, 4) - 2
    ia(k) = ia(k) + 16
    if (mod(i, 400) == 0) im(k) = im(k) * 2
    ix(k) = max(ix(k), mod(i * 37, 29) - 14)
    in(k) = min(in(k), mod(i * 41, 31) - 21)
    ja(k) = iand(ja(k), not(ishft(1, mod(i, 9))))
    jo(k) = ior(jo(k), ishft(1, mod(i * 3, 17)))
    je(k) = ieor(je(k), i)
  end do
!$omp target teams distribute parallel do private(k) reduction(+:ra) reduction(*:rm) &
!$omp& reduction(max:rx) reduction(min:rn)
  do i = 1, n
    k = mod(i, 3)
    ra(k) = ra(k) + i * 0.25d0
    if (mod(i, 500) == 0) rm(k) = rm(k) * 1.5d0
    rx(k) = max(rx(k), sin(dble(i)))
    rn(k) = min(rn(k), cos(dble(i)))
  end do
!$omp target teams distribute parallel do private(k) reduction(.and.:la) reduction(.or.:lo) &
!$omp& reduction(.eqv.:le) reduction(.neqv.:ln)
  do i = 1, n
    k = mod(i, 3) + 5
    la(k) = la(k) .and. (mod(i, 997) /= 0)
    lo(k) = lo(k) .or. (mod(i, 1499) == 0)
    le(k) = le(k) .eqv. (mod(i, 7) == 0)
    ln(k) = ln(k) .neqv. (mod(i, 11) == 0)
  end do
  print '(a, 7i2)', 'int + * max min iand ior ieor:', count(ia /= h(:, 1)), count(im /= h(:, 2)), &
    count(ix /= h(:, 3)), count(in /= h(:, 4)), count(ja /= h(:, 5)), count(jo /= h(:, 6)), &
    count(je /= h(:, 7))
  print '(a, 4i2)', 'real(8) + * max min:', count(abs(ra - g(:, 1)) > 1d-9 * abs(g(:, 1))), &
    count(abs(rm - g(:, 2)) > 1d-12 * abs(g(:, 2))), count(rx /= g(:, 3)), count(rn /= g(:, 4))
  print '(a, 4i2)', 'logical .and. .or. .eqv. .neqv.:', count(la .neqv. kl(:, 1)), &
    count(lo .neqv. kl(:, 2)), count(le .neqv. kl(:, 3)), count(ln .neqv. kl(:, 4))
end program
