! Types: functions with a deferred-length character result (`character(len=:), allocatable
! :: s` as the result, §15.6.2.2; the caller gets the string with its length): a number
! formatter, a join of an array of words (also of none), an upper-casing copy, used in
! concatenations, as LEN's argument, in a comparison, as actual arguments to CHARACTER(*)
! dummies, assigned to deferred-length variables and components, and one building its value
! from a structure's deferred-length component.
! expect-exit: 0
! expect-stdout:
! | n=42, m=-7|10
! | alpha, beta, gamma
! | 16
! | 100 ALPHA
! | 200 BETA
! | 300 GAMMA
! | BETA+GAMMA
! | compare ok
! | greeting: [hello, Grace (85)] 17
! | empty join: [] 0
! | again: [hello, GRACE (85)] 17
module strings
  implicit none
contains
  function to_str(i) result(s)
    integer, intent(in) :: i
    character(len=:), allocatable :: s
    character(len=32) :: buf
    write(buf, '(i0)') i
    s = trim(buf)
  end function to_str
  function join(words, sep) result(s)
    character(len=*), intent(in) :: words(:), sep
    character(len=:), allocatable :: s
    integer :: k
    s = ''
    do k = 1, size(words)
      if (k > 1) s = s // sep
      s = s // trim(words(k))
    end do
  end function join
  function shout(x) result(r)
    character(len=*), intent(in) :: x
    character(:), allocatable :: r
    integer :: k
    r = x
    do k = 1, len(r)
      if (r(k:k) >= 'a' .and. r(k:k) <= 'z') r(k:k) = achar(iachar(r(k:k)) - 32)
    end do
  end function shout
  subroutine show(label, text)
    character(len=*), intent(in) :: label, text
    write(*, '(a,": [",a,"] ",i0)') label, text, len(text)
  end subroutine show
end module strings

module people
  use strings
  implicit none
  type :: person_t
    character(len=:), allocatable :: name
    integer :: age = 0
  end type person_t
contains
  function greeting(p) result(s)
    type(person_t), intent(in) :: p
    character(len=:), allocatable :: s
    s = 'hello, ' // p%name // ' (' // to_str(p%age) // ')'
  end function greeting
end module people
program p
  use strings
  use people
  implicit none
  character(len=:), allocatable :: line
  type(person_t) :: who
  character(len=8) :: w(3) = ['alpha', 'beta ', 'gamma']
  integer :: k
  line = 'n=' // to_str(42) // ', m=' // to_str(-7)
  write(*, '(a,"|",i0)') line, len(line)
  write(*, '(a)') join(w, ', ')
  write(*, '(i0)') len(join(w, '-'))
  do k = 1, 3
    write(*, '(a,1x,a)') to_str(k * 100), shout(trim(w(k)))
  end do
  line = shout(join(w(2:3), '+'))
  print '(a)', line
  if (to_str(5) == '5') print '(a)', 'compare ok'
  who%name = 'Grace'
  who%age = 85
  call show('greeting', greeting(who))
  call show('empty join', join(w(1:0), ','))
  who%name = shout(who%name)
  line = greeting(who)
  call show('again', line)
end program p
