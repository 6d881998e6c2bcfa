! API: acc_get_property_string (§3.2.6), the subroutine of the `openacc` module, for the current
! device: the name and vendor are not empty, the value is blank-padded to a long string and cut
! to a short one (nothing past its length is written). The values themselves are the
! implementation's, so only their shape is printed. The call used to be an undefined
! reference to acc_get_property_string_ at link time.
! expect-exit: 0
! expect-stdout:
! | name given: T
! | vendor given: T
! | padded with blanks: T
! | short is the start of vendor: T
! | guard kept: guard!
program property_string
  use openacc
  implicit none
  type guarded
    character(len=2) :: short
    character(len=6) :: guard
  end type
  character(len=64) :: name, vendor
  type(guarded) :: g
  integer :: dt, dn
  dt = acc_get_device_type()
  dn = acc_get_device_num(dt)
  name = repeat('x', 64)
  vendor = repeat('x', 64)
  g%short = '??'
  g%guard = 'guard!'
  call acc_get_property_string(dn, dt, acc_property_name, name)
  call acc_get_property_string(dn, dt, acc_property_vendor, vendor)
  call acc_get_property_string(dn, dt, acc_property_vendor, g%short)
  print '(a, l2)', 'name given:', len_trim(name) > 0
  print '(a, l2)', 'vendor given:', len_trim(vendor) > 0
  print '(a, l2)', 'padded with blanks:', name(64:64) == ' ' .and. vendor(64:64) == ' '
  print '(a, l2)', 'short is the start of vendor:', g%short == vendor(1:2)
  print '(a, a)', 'guard kept: ', g%guard
end program
