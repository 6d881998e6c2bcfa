! Types: character variables of fixed length, substrings, concatenation, blank padding and
! truncation on assignment, len/len_trim/trim/adjustl/adjustr, index/scan/verify, and
! comparisons with blank padding.
! expect-exit: 0
! expect-stdout:
! | cloverleaf  |clove|
! | 12 10
! | cloverleaf-clo 14
! | [  cloverleaf]
! | [x y     ]
! |    7   7   0
! |    3   9
! |  T T T
! | TEA   leaf  |
! | =-=-=-=-=-
! | 65 b
program chars
  implicit none
  character(len=12) :: a
  character(len=5) :: b
  character(len=:), allocatable :: c
  a = 'cloverleaf'
  b = a
  write(*, '(a,"|",a,"|")') a, b
  write(*, '(i0,1x,i0)') len(a), len_trim(a)
  c = trim(a) // '-' // b(1:3)
  write(*, '(a,1x,i0)') c, len(c)
  write(*, '("[",a,"]")') adjustr(a)
  write(*, '("[",a,"]")') adjustl('   x y  ')
  write(*, '(3i4)') index(a, 'le'), index(a, 'le', back=.true.), index(a, 'zz')
  write(*, '(2i4)') scan(a, 'aeiou'), verify(a, 'clover')
  write(*, '(3l2)') 'abc' == 'abc   ', 'abc' < 'abd', 'B' > 'A'
  a(1:6) = 'TEA'
  write(*, '(a,"|")') a
  write(*, '(a)') repeat('=-', 5)
  write(*, '(i0,1x,a)') ichar('A'), char(98)
end program chars
