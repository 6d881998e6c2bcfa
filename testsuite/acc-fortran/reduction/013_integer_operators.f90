! Reductions over integer(4) and integer(8) with every integer operator of §2.5.15:
! + * max min iand ior ieor, checked against host loops.
! expect-exit: 0
! expect-stdout:
! | results:         246    93139200          23           2          64          31          24
! | integer(8):          246000000000           69000000000
! | PASS
program integer_reductions
  implicit none
  integer, parameter :: n = 20
  integer :: v(n), i
  integer :: s, p, mx, mn, ia, io, ie
  integer(8) :: s8, mx8
  integer :: rs, rp, rmx, rmn, ria, rio, rie
  do i = 1, n
    v(i) = mod(i * 37, 23) + 1
  end do
  s = 0; p = 1; mx = -huge(mx); mn = huge(mn); ia = -1; io = 0; ie = 0
  s8 = 0_8; mx8 = 0_8
  !$acc parallel loop copyin(v) reduction(+:s) reduction(*:p) reduction(max:mx) &
  !$acc& reduction(min:mn) reduction(iand:ia) reduction(ior:io) reduction(ieor:ie)
  do i = 1, n
    s = s + v(i)
    if (i <= 8) p = p * v(i)
    mx = max(mx, v(i))
    mn = min(mn, v(i))
    ia = iand(ia, v(i) + 64)
    io = ior(io, v(i))
    ie = ieor(ie, v(i))
  end do
  !$acc parallel loop copyin(v) reduction(+:s8) reduction(max:mx8)
  do i = 1, n
    s8 = s8 + int(v(i), 8) * 1000000000_8
    mx8 = max(mx8, int(v(i), 8) * 3000000000_8)
  end do
  rs = 0; rp = 1; rmx = -huge(rmx); rmn = huge(rmn); ria = -1; rio = 0; rie = 0
  do i = 1, n
    rs = rs + v(i)
    if (i <= 8) rp = rp * v(i)
    rmx = max(rmx, v(i))
    rmn = min(rmn, v(i))
    ria = iand(ria, v(i) + 64)
    rio = ior(rio, v(i))
    rie = ieor(rie, v(i))
  end do
  print '(a, 7i12)', 'results:', s, p, mx, mn, ia, io, ie
  print '(a, 2i22)', 'integer(8):', s8, mx8
  if (s == rs .and. p == rp .and. mx == rmx .and. mn == rmn .and. ia == ria .and. &
      io == rio .and. ie == rie .and. s8 == int(rs, 8) * 1000000000_8 .and. &
      mx8 == int(rmx, 8) * 3000000000_8) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program integer_reductions
