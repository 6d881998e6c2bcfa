! reference: without -fopenacc
!
! gfortran 12 refuses array reductions: the reference is the sequential meaning. Reductions on whole arrays and array sections with operators and kinds the scalar programs
! of kinds/ cover one at a time (OpenACC 3.3 §2.5.15: each element its own reduction):
! `+` on integer(2), `max` on real(4), `ior` on integer(8), `.or.` on logical(1), `*` on
! real(8), `min` on integer(1) — on `parallel loop`, a gang loop inside `parallel`, and
! `serial loop`; every result checked against the same loops on the host.
! expect-exit: 0
! expect-stdout:
! | add i2  =   125   125   125   125   125   125   125   125
! | max r4  =    98.5    98.5    98.5
! | ior i8  = 255 65280 16711680
! | or  l1  = T F T F
! | mul r8  =     1.0000     2.0000    32.0000
! | min i1  =   -1   -2   -3
! | checks  = 0
program array_reductions_kinds
  implicit none
  integer, parameter :: n = 1000
  integer(2) :: cnt(8), cref(8)
  real(4) :: mx(3), mref(3)
  integer(8) :: bits(3), bref(3)
  logical(1) :: any4(4), aref(4)
  real(8) :: prod(3), pref(3)
  integer(1) :: mn(3), nref(3)
  integer :: i, bad
  cnt = 0
  mx = -1
  bits = 0
  any4 = .false.
  prod = 1
  mn = 0
  !$acc parallel loop reduction(+:cnt) reduction(max:mx)
  do i = 1, n
    cnt(mod(i, 8) + 1) = cnt(mod(i, 8) + 1) + 1_2
    mx(mod(i, 3) + 1) = max(mx(mod(i, 3) + 1), real(mod(i * 7, 100), 4) - 0.5 * mod(i, 2))
  end do
  !$acc parallel num_gangs(4)
  !$acc loop gang reduction(ior:bits) reduction(.or.:any4)
  do i = 1, n
    bits(mod(i, 3) + 1) = ior(bits(mod(i, 3) + 1), ishft(int(mod(i, 8), 8), 8 * mod(i, 3)) * 0 &
                          + ishft(255_8, 8 * mod(i, 3)))
    any4(mod(i, 4) + 1) = any4(mod(i, 4) + 1) .or. logical(mod(i, 4) == 0 .and. i > 500 &
                          .or. mod(i, 4) == 2 .and. i == 998, 1)
  end do
  !$acc end parallel
  !$acc serial loop reduction(*:prod(2:3)) reduction(min:mn)
  do i = 1, 10
    if (mod(i, 2) == 0) prod(2) = prod(2) * merge(2.0d0, 1.0d0, i == 4)
    if (i <= 5) prod(3) = prod(3) * 2
    mn(mod(i, 3) + 1) = min(mn(mod(i, 3) + 1), int(-mod(i, 3) - 1, 1))
  end do
  cref = 0
  mref = -1
  bref = 0
  aref = .false.
  pref = 1
  nref = 0
  do i = 1, n
    cref(mod(i, 8) + 1) = cref(mod(i, 8) + 1) + 1_2
    mref(mod(i, 3) + 1) = max(mref(mod(i, 3) + 1), real(mod(i * 7, 100), 4) - 0.5 * mod(i, 2))
    bref(mod(i, 3) + 1) = ior(bref(mod(i, 3) + 1), ishft(255_8, 8 * mod(i, 3)))
    aref(mod(i, 4) + 1) = aref(mod(i, 4) + 1) .or. logical(mod(i, 4) == 0 .and. i > 500 &
                          .or. mod(i, 4) == 2 .and. i == 998, 1)
  end do
  do i = 1, 10
    if (mod(i, 2) == 0) pref(2) = pref(2) * merge(2.0d0, 1.0d0, i == 4)
    if (i <= 5) pref(3) = pref(3) * 2
    nref(mod(i, 3) + 1) = min(nref(mod(i, 3) + 1), int(-mod(i, 3) - 1, 1))
  end do
  bad = count(cnt /= cref) + count(mx /= mref) + count(bits /= bref) + count(any4 .neqv. aref) &
        + count(prod /= pref) + count(mn /= nref)
  print '(a, 8i6)', 'add i2  =', cnt
  print '(a, 3f8.1)', 'max r4  =', mx
  print '(a, 3(1x, i0))', 'ior i8  =', bits
  print '(a, 4l2)', 'or  l1  =', any4
  print '(a, 3f11.4)', 'mul r8  =', prod
  print '(a, 3i5)', 'min i1  =', mn
  print '(a, i0)', 'checks  = ', bad
end program array_reductions_kinds
