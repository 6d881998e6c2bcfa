! App: text and statistics utilities: a generic interface over integer and real formatting
! with deferred-length results and an OPTIONAL digits argument, a tokenizer, an upper-case
! pure function, PACK under an optional mask, internal READ, MOVE_ALLOC, reshape, matmul,
! cshift/eoshift/spread, ASSOCIATE, BLOCK with a named EXIT, DO CONCURRENT with a mask, a
! recursive function and edit descriptors (ES, G, B, Z, T, colon).
! expect-exit: 0
! expect-stdout:
! | 5 alpha|beta|gamma|delta|epsilon|
! | BETA-42-3.142-2.5 17
! | ==========    x|
! | 5 8 3
! |    10.5062    7.6808
! |    13.3702
! |  3 1 4 1 5 9
! | 3 4 5 9
! | 3 4 5 9 7 8 6
! | F
! |   66.0  78.0  90.0
! |   78.0  93.0 108.0
! |   90.0 108.0 126.0
! |    4.0   5.0   6.0
! |    7.0   8.0   9.0
! |    1.0   2.0   3.0
! |  0 1 2 0 4 5 0 7 8
! |    1.0   1.0   2.0
! |    2.0   3.0   3.0
! | 3 3 1 1
! |    2.0   5.0   8.0    45.0
! | 27 2 4
! |    1.0   0.0   0.0
! |    0.0   5.0   0.0
! |    0.0   0.0   9.0
! | 610
! |   1.2346E+04   0.1230E-03 00100101   FF
! | col1     col10   end
! |   1,  2,
! |   3
module textutil
  implicit none
  interface to_str
    module procedure int_to_str, real_to_str
  end interface
contains
  function int_to_str(i) result(s)
    integer, intent(in) :: i
    character(len=:), allocatable :: s
    character(len=32) :: buf
    write (buf, '(i0)') i
    s = trim(buf)
  end function
  function real_to_str(x, digits) result(s)
    real(8), intent(in) :: x
    integer, intent(in), optional :: digits
    character(len=:), allocatable :: s
    character(len=32) :: buf, fmt
    integer :: d
    d = 3
    if (present(digits)) d = digits
    write (fmt, '(a, i0, a)') '(f0.', d, ')'
    write (buf, fmt) x
    s = trim(buf)
  end function
  subroutine split(line, words, n)
    character(len=*), intent(in) :: line
    character(len=*), intent(out) :: words(:)
    integer, intent(out) :: n
    integer :: i, start
    character :: c
    n = 0
    start = 0
    do i = 1, len_trim(line) + 1
      c = ' '
      if (i <= len_trim(line)) c = line(i:i)
      if (c == ' ' .or. c == ',') then
        if (start > 0) then
          n = n + 1
          if (n <= size(words)) words(n) = line(start:i - 1)
          start = 0
        end if
      else if (start == 0) then
        start = i
      end if
    end do
  end subroutine
  pure function upper(s) result(u)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: u
    integer :: i, c
    u = s
    do i = 1, len(s)
      c = iachar(s(i:i))
      if (c >= iachar('a') .and. c <= iachar('z')) u(i:i) = achar(c - 32)
    end do
  end function
end module

module stats
  implicit none
contains
  subroutine summary(x, mean, sd, mask)
    real(8), intent(in) :: x(:)
    real(8), intent(out) :: mean
    real(8), intent(out), optional :: sd
    logical, intent(in), optional :: mask(:)
    real(8), allocatable :: y(:)
    if (present(mask)) then
      y = pack(x, mask)
    else
      y = x
    end if
    mean = sum(y) / max(1, size(y))
    if (present(sd)) sd = sqrt(sum((y - mean)**2) / max(1, size(y) - 1))
  end subroutine
  recursive function fib(n) result(f)
    integer, intent(in) :: n
    integer :: f
    if (n < 2) then
      f = n
    else
      f = fib(n - 1) + fib(n - 2)
    end if
  end function
end module

program app2
  use textutil
  use stats
  implicit none
  character(len=12) :: words(10)
  character(len=:), allocatable :: msg
  real(8) :: data(8), m, sd, a(3, 3), b(3, 3)
  integer :: n, i, j, vals(6)
  integer, allocatable :: keep(:), tmp(:)
  call split('alpha, beta gamma,,delta   epsilon', words, n)
  print '(i0, 1x, 5(a, "|"))', n, (trim(words(i)), i = 1, n)
  msg = upper(trim(words(2))) // '-' // to_str(42) // '-' // to_str(3.14159d0) // '-' // to_str(2.5d0, 1)
  print '(a, 1x, i0)', msg, len(msg)
  print '(a)', repeat('=', 10) // adjustr('  x  ') // '|'
  print '(i0, 1x, i0, 1x, i0)', index('hello world', 'o'), index('hello world', 'o', back=.true.), scan('hello', 'lo')
  data = [(real(i, 8)**1.5d0, i = 1, 8)]
  call summary(data, m, sd)
  print '(2f10.4)', m, sd
  call summary(data, m, mask = data > 5)
  print '(f10.4)', m
  msg = '3 1 4 1 5 9'
  read (msg, *) vals
  print '(6i2)', vals
  keep = pack(vals, vals > 2)
  print '(*(i0, 1x))', keep
  allocate(tmp(size(keep) + 2))
  tmp(1:size(keep)) = keep
  tmp(size(keep) + 1:) = [7, 8]
  call move_alloc(tmp, keep)
  print '(*(i0, 1x))', keep, size(keep)
  print '(l1)', allocated(tmp)
  a = reshape([(real(i, 8), i = 1, 9)], [3, 3])
  b = transpose(a)
  print '(3f6.1)', matmul(a, b)
  print '(3f6.1)', cshift(a, 1, dim=2)
  print '(9i2)', eoshift(nint(a), -1, boundary=0, dim=1)
  print '(3f6.1)', spread([1d0, 2d0, 3d0], 1, 2)
  print '(*(i0, 1x))', maxloc(a), minloc(a(:, 2:3))
  associate(d => a(2, :), t => sum(a))
    print '(3f6.1, f8.1)', d, t
  end associate
  block
    integer :: k
    k = 0
    outer: do i = 1, 5
      do j = 1, 5
        if (i * j > 6) exit outer
        k = k + i * j
      end do
    end do outer
    print '(i0, 1x, i0, 1x, i0)', k, i, j
  end block
  do concurrent (i = 1:3, j = 1:3, i /= j)
    a(i, j) = 0
  end do
  print '(3f6.1)', a
  print '(i0)', fib(15)
  print '(es12.4, 1x, g12.4, 1x, b8.8, 1x, z4)', 12345.678d0, 0.000123d0, 37, 255
  print '(a, t10, a, 3x, a)', 'col1', 'col10', 'end'
  print '(2(i3, :, ","))', 1, 2, 3
end program
