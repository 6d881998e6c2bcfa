! Character handling: lengths, substrings, concatenation, quotes, kind prefixes.
module text_utils
  implicit none
  integer, parameter :: ck = kind('a')
contains
  function upper(s) result(u)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: u
    integer :: i, c
    u = s
    do i = 1, len(s)
      c = ichar(s(i:i))
      if (c >= ichar('a') .and. c <= ichar('z')) u(i:i) = char(c - 32)
    end do
  end function upper

  subroutine banner(title)
    character(*), intent(in) :: title
    character(len=:), allocatable :: line
    character*20 :: pad
    character(kind=ck, len=5) :: tag
    line = '== ' // trim(title) // ' =='
    pad = repeat('-', 20)
    tag = ck_'tag'
    print '(a)', line, pad(1:len(line)), tag
    print *, 'It''s "quoted"', "and ""double"" too", 'abcdef'(2:4)
  end subroutine banner
end module text_utils
