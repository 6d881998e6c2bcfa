! Reductions with the integer operators and intrinsics of OpenMP 4.5 §2.15.3.6:
! + * max min iand ior ieor, checked against sequential loops (flang-22 rejects `-`, which
! OpenMP 5.2 deprecated, so `-` is left out of the reference programs).
! expect-exit: 0
! expect-stdout:
! | results:       480  93139200        23         1        64        31         4
! | PASS
program integer_operators
  implicit none
  integer, parameter :: n = 40
  integer :: v(n), i
  integer :: s, p, mx, mn, ia, io, ie
  integer :: rs, rp, rmx, rmn, ria, rio, rie
  do i = 1, n
    v(i) = mod(i * 37, 23) + 1
  end do
  s = 0; p = 1; mx = -huge(mx); mn = huge(mn); ia = -1; io = 0; ie = 0
!$omp parallel do reduction(+:s) reduction(*:p) reduction(max:mx) &
!$omp& reduction(min:mn) reduction(iand:ia) reduction(ior:io) reduction(ieor:ie)
  do i = 1, n
    s = s + v(i)
    if (i <= 8) p = p * v(i)
    mx = max(mx, v(i))
    mn = min(mn, v(i))
    ia = iand(ia, v(i) + 64)
    io = ior(io, v(i))
    ie = ieor(ie, v(i))
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
  print '(a,7i10)', 'results:', s, p, mx, mn, ia, io, ie
  if (s == rs .and. p == rp .and. mx == rmx .and. mn == rmn .and. &
      ia == ria .and. io == rio .and. ie == rie) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program
