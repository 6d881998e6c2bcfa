! reference: without -fopenacc
! Reductions on ALLOCATABLE arrays (OpenACC 3.3 §2.5.15, §2.9.11: every element a reduction
! of its own), every operator: + * max min iand ior ieor on integer, + * max min on real(8),
! .and. .or. .eqv. .neqv. on logical, with lower bounds other than 1. Each gang's private
! copy is an array with a descriptor of its own (before, the reduction was refused: the
! region reached the shared elements through the original descriptor). Each result is
! compared with the sequential loop's from the same start.
! (gfortran 12 rejects array reductions: the reference is the sequential meaning.)
! expect-exit: 0
! expect-stdout:
! | int + * max min iand ior ieor:  0 0 0 0 0 0 0
! | real(8) + * max min:  0 0 0 0
! | logical .and. .or. .eqv. .neqv.:  0 0 0 0
! | first:     12000       128        14       -21
program allocatable_array_reductions
  implicit none
  integer, parameter :: n = 3000
  integer, allocatable :: ia(:), im(:), ix(:), in(:), iand_(:), ior_(:), ieor_(:)
  integer, allocatable :: ha(:), hm(:), hx(:), hn(:), hand(:), hor(:), heor(:)
  real(8), allocatable :: ra(:), rm(:), rx(:), rn(:), ga(:), gm(:), gx(:), gn(:)
  logical, allocatable :: la(:), lo(:), le(:), ln(:), ka(:), ko(:), ke(:), kn(:)
  integer :: i, k
  allocate(ia(-2:1), im(-2:1), ix(-2:1), in(-2:1), iand_(-2:1), ior_(-2:1), ieor_(-2:1))
  allocate(ha(-2:1), hm(-2:1), hx(-2:1), hn(-2:1), hand(-2:1), hor(-2:1), heor(-2:1))
  allocate(ra(0:2), rm(0:2), rx(0:2), rn(0:2), ga(0:2), gm(0:2), gx(0:2), gn(0:2))
  allocate(la(5:7), lo(5:7), le(5:7), ln(5:7), ka(5:7), ko(5:7), ke(5:7), kn(5:7))
  ia = 0; im = 1; ix = -50; in = 50; iand_ = -1; ior_ = 0; ieor_ = 5
  ha = ia; hm = im; hx = ix; hn = in; hand = iand_; hor = ior_; heor = ieor_
  ra = 1.5d0; rm = 1; rx = -1d9; rn = 1d9
  ga = ra; gm = rm; gx = rx; gn = rn
  la = .true.; lo = .false.; le = .true.; ln = .false.
  ka = la; ko = lo; ke = le; kn = ln
  do i = 1, n
    k = mod(i, 4) - 2
    ha(k) = ha(k) + 16
    if (mod(i, 400) == 0) hm(k) = hm(k) * 2
    hx(k) = max(hx(k), mod(i * 37, 29) - 14)
    hn(k) = min(hn(k), mod(i * 41, 31) - 21)
    hand(k) = iand(hand(k), not(ishft(1, mod(i, 9))))
    hor(k) = ior(hor(k), ishft(1, mod(i * 3, 17)))
    heor(k) = ieor(heor(k), i)
    k = mod(i, 3)
    ga(k) = ga(k) + i * 0.25d0
    if (mod(i, 500) == 0) gm(k) = gm(k) * 1.5d0
    gx(k) = max(gx(k), sin(dble(i)))
    gn(k) = min(gn(k), cos(dble(i)))
    k = mod(i, 3) + 5
    ka(k) = ka(k) .and. (mod(i, 997) /= 0)
    ko(k) = ko(k) .or. (mod(i, 1499) == 0)
    ke(k) = ke(k) .eqv. (mod(i, 7) == 0)
    kn(k) = kn(k) .neqv. (mod(i, 11) == 0)
  end do
  !$acc parallel loop reduction(+:ia) reduction(*:im) reduction(max:ix) reduction(min:in) &
  !$acc& reduction(iand:iand_) reduction(ior:ior_) reduction(ieor:ieor_)
  do i = 1, n
    k = mod(i, 4) - 2
    ia(k) = ia(k) + 16
    if (mod(i, 400) == 0) im(k) = im(k) * 2
    ix(k) = max(ix(k), mod(i * 37, 29) - 14)
    in(k) = min(in(k), mod(i * 41, 31) - 21)
    iand_(k) = iand(iand_(k), not(ishft(1, mod(i, 9))))
    ior_(k) = ior(ior_(k), ishft(1, mod(i * 3, 17)))
    ieor_(k) = ieor(ieor_(k), i)
  end do
  !$acc parallel loop reduction(+:ra) reduction(*:rm) reduction(max:rx) reduction(min:rn)
  do i = 1, n
    k = mod(i, 3)
    ra(k) = ra(k) + i * 0.25d0
    if (mod(i, 500) == 0) rm(k) = rm(k) * 1.5d0
    rx(k) = max(rx(k), sin(dble(i)))
    rn(k) = min(rn(k), cos(dble(i)))
  end do
  !$acc parallel loop reduction(.and.:la) reduction(.or.:lo) reduction(.eqv.:le) &
  !$acc& reduction(.neqv.:ln)
  do i = 1, n
    k = mod(i, 3) + 5
    la(k) = la(k) .and. (mod(i, 997) /= 0)
    lo(k) = lo(k) .or. (mod(i, 1499) == 0)
    le(k) = le(k) .eqv. (mod(i, 7) == 0)
    ln(k) = ln(k) .neqv. (mod(i, 11) == 0)
  end do
  print '(a, 7i2)', 'int + * max min iand ior ieor: ', count(ia /= ha), count(im /= hm), &
    count(ix /= hx), count(in /= hn), count(iand_ /= hand), count(ior_ /= hor), count(ieor_ /= heor)
  print '(a, 4i2)', 'real(8) + * max min: ', count(abs(ra - ga) > 1d-9 * abs(ga)), &
    count(abs(rm - gm) > 1d-12 * abs(gm)), count(rx /= gx), count(rn /= gn)
  print '(a, 4i2)', 'logical .and. .or. .eqv. .neqv.: ', count(la .neqv. ka), &
    count(lo .neqv. ko), count(le .neqv. ke), count(ln .neqv. kn)
  print '(a, 4i10)', 'first:', ia(-2), im(-2), ix(-2), in(-2)
end program
