! The Fortran forms of atomic (OpenACC 3.3 §2.12): read v = x, write x = expr, update
! x = x op expr / x = intrinsic(x, expr), capture as two statements with end atomic.
program atomic
  implicit none
  integer :: i, k, v, arr(4)
  real :: x, y
  logical :: l
  character(len=4) :: c
  i = 1
  x = 1.0
  !$acc parallel copy(i, x, v, arr, l, c)
  !$acc atomic read
  v = i + 1
  !$acc atomic write
  i = i * 2
  !$acc atomic update
  i = v * 2
  !$acc atomic
  x = sqrt(x)
  !$acc atomic update
  i = mod(i, 3)
  !$acc atomic
  arr = arr + 1
  !$acc atomic write
  c = 'abcd'
  !$acc atomic capture
  v = i
  !$acc end atomic
  !$acc atomic capture
  i = i + 1
  v = k
  !$acc end atomic
  !$acc atomic update
  x = x + x
  !$acc atomic capture
  v = i
  i = v + 1
  y = x
  !$acc end atomic
  !$acc atomic update
  l = l .and. .true.
  !$acc atomic update
  i = max(i, v, 3)
  !$acc atomic update
  i = ior(v, i)
  !$acc atomic capture
  v = i
  i = i + 1
  !$acc end atomic
  !$acc end parallel
end program atomic
! expect-error: 13:3: the statement of '!$acc atomic read' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 15:3: the statement of '!$acc atomic write' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 17:3: the statement of '!$acc atomic update' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 19:3: the statement of '!$acc atomic update' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 21:3: the statement of '!$acc atomic update' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 23:3: the variable assigned by '!$acc atomic update' must be a scalar of numeric or logical type
! expect-error: 25:3: the variable assigned by '!$acc atomic write' must be a scalar of numeric or logical type
! expect-error: 27:3: the statement of '!$acc atomic capture' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 30:3: the statement of '!$acc atomic capture' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 34:3: the statement of '!$acc atomic update' does not have one of the forms of OpenACC 3.3 §2.12
! expect-error: 36:3: the statement of '!$acc atomic capture' does not have one of the forms of OpenACC 3.3 §2.12
