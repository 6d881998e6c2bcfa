! LEN_TRIM, TRIM, SCAN, VERIFY, ADJUSTL and ADJUSTR in a target region: the Fortran runtime's
! character searches these become have device versions (oxacc-codegen's
! device/fortran_chars.rs). Before, a region calling one had no GPU code and its launch on a
! GPU stopped with "no device code for this kernel" (OpenMP_VV's Fortran checks, whose
! file-name cleaning trims and scans, made test_target_enter_data_map fail so on the H200).
! A parser that finds the fields of fixed-width records, in a procedure the region calls.
! expect-exit: 0
! expect-stdout:
! | lens 5 3 0 9
! | scan 4 8 0 1
! | verify 3 0 10
! | adjust [ab   ] [   ab]
module fields
  implicit none
contains
  integer function field_end(rec)
    !$omp declare target
    character(len=*), intent(in) :: rec
    field_end = len_trim(rec)
  end function
end module

program p
  use fields
  implicit none
  character(len=10) :: recs(4)
  character(len=5) :: l, r
  integer :: lens(4), sc(4), ve(3), i
  recs(1) = 'alpha'
  recs(2) = 'x/y'
  recs(3) = ' '
  recs(4) = 'key=value'
  !$omp target map(to: recs) map(from: lens, sc, ve, l, r)
  do i = 1, 4
    lens(i) = field_end(recs(i))
  end do
  sc(1) = scan(recs(1), 'h')
  sc(2) = scan(recs(4), 'lu', back=.true.)
  sc(3) = scan(recs(2), 'q')
  sc(4) = scan(trim(recs(2)) // '/', 'x/')
  ve(1) = verify(recs(1), 'la')
  ve(2) = verify('aaa', 'a')
  ve(3) = verify(recs(4), 'aeiouy=', back=.true.)
  l = adjustl('  ab ')
  r = adjustr('ab   ')
  !$omp end target
  print '(a,4(1x,i0))', 'lens', lens
  print '(a,4(1x,i0))', 'scan', sc
  print '(a,3(1x,i0))', 'verify', ve
  print '(a,a,a,a,a)', 'adjust [', l, '] [', r, ']'
  if (lens(1) /= 5 .or. sc(1) /= 4 .or. ve(2) /= 0) stop 1
end program
