! I/O: the common edit descriptors with explicit widths (I with minimum digits, F, E, ES, EN,
! G, A with width, L, X, T/TL/TR positioning, SP/SS signs, repeat groups, `/` and `:`).
! expect-exit: 0
! expect-stdout:
! |     42  0042 -7 ***
! |       0.0001   0.12346E-03   1.23456E-04  123.45600E-06
! |       1.5000   0.15000E+01   1.50000E+00    1.50000E+00
! |   -2345.6780  -0.23457E+04  -2.34568E+03   -2.34568E+03
! | ************   0.60221E+24   6.02214E+23  602.21408E+21
! |  0.50000      12346.      0.10000E-011
! | abcde|xy|     right|
! | T     F
! |   1       2      back0 fwd
! |   +5  +1.25   5   1.25
! |  1: 2: 3:
! |  1, 2
! | line one
! | line two
! |   1.0   2.0
! |   3.0   4.0
! |   5.0
program edits
  implicit none
  integer :: i
  real(8) :: v(4) = [0.000123456d0, 1.5d0, -2345.678d0, 6.02214076d23]
  write(*, '(i6,i6.4,1x,i0,1x,i3)') 42, 42, -7, 1000
  do i = 1, 4
    write(*, '(f12.4,e14.5,es14.5,en15.5)') v(i), v(i), v(i), v(i)
  end do
  write(*, '(g12.5,g12.5,g14.5e3)') 0.5d0, 12345.678d0, 1.0d-12
  write(*, '(a5,"|",a,"|",a10,"|")') 'abcdefg', 'xy', 'right'
  write(*, '(l1,1x,l5)') .true., .false.
  write(*, '(i3,5x,i3,t20,a,tl5,a,tr2,a)') 1, 2, 'T20', 'back', 'fwd'
  write(*, '(sp,i4,f7.2,ss,i4,f7.2)') 5, 1.25d0, 5, 1.25d0
  write(*, '(3(i2,":"))') 1, 2, 3
  write(*, '(3(i2,:,","))') 1, 2
  write(*, '(a,/,a)') 'line one', 'line two'
  write(*, '(2(f5.1,1x))') [1.0d0, 2.0d0, 3.0d0, 4.0d0, 5.0d0]
end program edits
