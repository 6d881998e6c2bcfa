! Atomic updates of an array element whose subscript calls an intrinsic function
! (`h(mod(i, m) + 1)`), in the statement forms of §2.12: `x = min(e1, e2, x)`,
! `x = x + e`, `x = iand(x, e)`, and a capture `v = x; x = x + 1` (a histogram with slot
! numbers). The two sides name the same element; that comparison stopped at the intrinsic
! call, so every such update was "this form of atomic update is not lowered yet".
! expect-exit: 0
! expect-stdout:
! | errors 0
! | cnt(1) 96 cnt(31) 96
! | min lo     0.0000
! | bits(5) -536870912
program atomic_intrinsic_subscripts
  implicit none
  integer, parameter :: n = 3000, m = 31
  real(8) :: a(n), b(n), lo(m)
  integer :: cnt(m), bits(m), slot(n), i, k, errors
  integer :: rcnt(m), rbits(m), seen(0:n / m, m)
  real(8) :: rlo(m)
  do i = 1, n
    a(i) = mod(i * 7919, 1000) / 7.0d0
    b(i) = mod(i * 104729, 997) / 5.0d0
  end do
  lo = 1.0d9
  cnt = 0
  bits = -1
  !$acc parallel loop copyin(a, b) copy(lo, cnt, bits) copyout(slot)
  do i = 1, n
    !$acc atomic
    lo(mod(i, m) + 1) = min(a(i), b(i), lo(mod(i, m) + 1))
    !$acc end atomic
    !$acc atomic update
    bits(mod(i * 3, m) + 1) = iand(bits(mod(i * 3, m) + 1), not(ishft(1, mod(i, 29))))
    !$acc atomic capture
    slot(i) = cnt(mod(i, m) + 1)
    cnt(mod(i, m) + 1) = cnt(mod(i, m) + 1) + 1
    !$acc end atomic
  end do
  errors = 0
  ! The expected values, sequentially.
  rcnt = 0
  rlo = 1.0d9
  rbits = -1
  seen = 0
  do i = 1, n
    k = mod(i, m) + 1
    rcnt(k) = rcnt(k) + 1
    rlo(k) = min(a(i), b(i), rlo(k))
    rbits(mod(i * 3, m) + 1) = iand(rbits(mod(i * 3, m) + 1), not(ishft(1, mod(i, 29))))
    ! Every slot number of a bucket is taken exactly once.
    if (slot(i) < 0 .or. slot(i) >= n / m + 1) then
      errors = errors + 1
    else
      seen(slot(i), k) = seen(slot(i), k) + 1
    end if
  end do
  do k = 1, m
    if (cnt(k) /= rcnt(k) .or. lo(k) /= rlo(k) .or. bits(k) /= rbits(k)) errors = errors + 1
    do i = 0, rcnt(k) - 1
      if (seen(i, k) /= 1) errors = errors + 1
    end do
  end do
  print '(a, i0)', 'errors ', errors
  print '(a, i0, a, i0)', 'cnt(1) ', cnt(1), ' cnt(31) ', cnt(m)
  print '(a, f10.4)', 'min lo ', minval(lo)
  print '(a, i0)', 'bits(5) ', bits(5)
end program
