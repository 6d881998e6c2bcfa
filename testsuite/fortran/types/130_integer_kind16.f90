! Types: INTEGER(16), the 128-bit integer kind gfortran and flang have: declarations by kind
! number and by selected_int_kind(30), literals with the _16 suffix beyond 64 bits, the
! inquiries (huge, range, digits, bit_size, kind), arithmetic (+ - * / ** mod abs max min),
! conversions to and from real(8) and other kinds, comparisons, array intrinsics (sum, maxval,
! product), list-directed and formatted output (i0, iw, z), internal list-directed input,
! an integer(16) dummy, function result and derived-type component. Also huge of integer(8),
! which had the default integer's type (printed -1).
! expect-exit: 0
! expect-stdout:
! | 16 16 38 127 128 16
! | 170141183460469231731687303715884105727
! | 1267650600228229401496703205376 -170141183460469231731687303715884105727 123456789012345678901234567890
! | 123456788148148161864 197434842 170141183460469231731687303715884105727 -123456789012345678901234567890
! | -897280233191192364792999501706 F 1267650600228229401496703205376 123456789012345678901234567890
! |    1.2345678901234568E+29
! | 123456789012345677877719597056 2499999999999999908974073741312
! | 9223372036854775807 36893488147419103231 9223372036854775806
! | 19014759003423441022450548080640 6338253001141147007483516026880 2
! | -170141183460469231731687303715884105727|      10000000000000000000000000|265252859812191058636308480000000
! | T 0
! | 1391107389240575080397937773266 2
module wide
  implicit none
  integer, parameter :: ik = selected_int_kind(30)
  type acc_t
    integer(ik) :: total = 0
    integer :: n = 0
  end type
contains
  integer(16) function factorial(n)
    integer, intent(in) :: n
    integer :: i
    factorial = 1
    do i = 2, n
      factorial = factorial * i
    end do
  end function
  subroutine add(a, x)
    type(acc_t), intent(inout) :: a
    integer(16), intent(in) :: x
    a%total = a%total + x
    a%n = a%n + 1
  end subroutine
end module

program integer_kind16
  use wide
  implicit none
  integer(16) :: a, b, c, q, arr(5)
  integer(kind=ik) :: r
  integer(8) :: i8
  integer :: i
  real(8) :: x
  character(len=60) :: line
  type(acc_t) :: t
  a = 2_16**100
  b = -huge(a)
  c = 123456789012345678901234567890_16
  write (*, '(6(i0, 1x))') ik, kind(a), range(a), digits(a), bit_size(a), kind(r)
  write (*, '(i0)') huge(a)
  write (*, '(i0, 1x, i0, 1x, i0)') a, b, c
  write (*, '(i0, 1x, i0, 1x, i0, 1x, i0)') c / 1000000007_16, mod(c, 1000000007_16), abs(b), -c
  q = c * 3 - a
  write (*, '(i0, 1x, l1, 1x, i0, 1x, i0)') q, q > a, max(a, c), min(a, c)
  x = real(c, 8)
  write (*, '(es25.16)') x
  write (*, '(i0, 1x, i0)') int(x, 16), int(2.5d30, 16)
  i8 = huge(i8)
  r = int(i8, 16) * 4 + 3
  write (*, '(i0, 1x, i0, 1x, i0)') i8, r, int(r / 4 - 1, 8)
  arr = [(int(i, 16) * a, i = 1, 5)]
  write (*, '(i0, 1x, i0, 1x, i0)') sum(arr), maxval(arr), product(arr(1:1) / a + 1)
  write (*, '(i40, "|", z32, "|", i0)') b, a, factorial(30)
  write (line, *) c
  read (line, *) q
  write (*, '(l1, 1x, i0)') q == c, q - c
  call add(t, c)
  call add(t, a)
  write (*, '(i0, 1x, i0)') t%total, t%n
end program
