! SELECT CASE, WHERE/ELSEWHERE and FORALL constructs and statements.
subroutine classify(n, a, b, mask_out)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n), b(n)
  logical, intent(out) :: mask_out(n)
  integer :: i, code
  character(len=8) :: kind

  do i = 1, n
    code = mod(i, 7)
    select case (code)
    case (0)
      kind = 'zero'
    case (1:3, 5)
      kind = 'small'
    case (4, 6:)
      kind = 'large'
    case default
      kind = 'other'
    end select
  end do

  sel: select case (kind)
  case ('zero', 'small') sel
    a = 0.0
  case default sel
    continue
  end select sel

  where (a > 0.0)
    b = 1.0 / a
  elsewhere (a < 0.0)
    b = -1.0
  elsewhere
    b = 0.0
  end where
  where (b == 0.0) a = 1.0
  mask_out = a > b

  forall (i = 1:n, mask_out(i))
    a(i) = a(i) + b(i)
  end forall
  forall (i = 1:n:2) b(i) = real(i)
end subroutine classify
