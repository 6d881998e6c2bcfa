! Control: function results evaluated in DO WHILE and ELSE IF conditions, each time the
! condition is reached: deferred-length character results (`character(len=:), allocatable`),
! results whose length depends on an argument, and array results, in loops of many
! iterations (each evaluation's result storage is given back when the condition is known).
! expect-exit: 0
! expect-stdout:
! | stopped at 20000
! | first 4-digit power of 3:        2187
! | stars stopped at 10049
! | window at 17  97.0
! |    4285     26   1606
module words
  implicit none
contains
  function label(n) result(s)
    integer, intent(in) :: n
    character(len=:), allocatable :: s
    character(len=12) :: buf
    write(buf, '(i0)') n
    s = 'item-' // trim(buf)
  end function label

  function stars(n) result(s)
    integer, intent(in) :: n
    character(len=n) :: s
    s = repeat('*', n)
  end function stars

  function window(x, k) result(w)
    real(8), intent(in) :: x(:)
    integer, intent(in) :: k
    real(8), allocatable :: w(:)
    w = x(k:min(k + 2, size(x)))
  end function window
end module words

program condition_results
  use words
  implicit none
  integer :: i, n, hits(3)
  real(8) :: x(50)

  ! DO WHILE on a deferred-length result.
  i = 0
  do while (label(i) /= 'item-20000')
    i = i + 1
  end do
  write(*, '(a, i6)') 'stopped at', i

  ! ... on its length.
  i = 1
  do while (len(label(i)) < 9)
    i = i * 3
  end do
  write(*, '(a, i12)') 'first 4-digit power of 3:', i

  ! ... on a result whose length is an argument.
  n = 0
  do while (len_trim(stars(mod(n, 50) + 1)) < 50 .or. n < 10000)
    n = n + 1
  end do
  write(*, '(a, i6)') 'stars stopped at', n

  ! ... on an array result.
  x = [(real(mod(i * 37, 101), 8), i = 1, 50)]
  i = 1
  do while (all(window(x, i) < 95d0) .and. i < size(x))
    i = i + 1
  end do
  write(*, '(a, i3, f6.1)') 'window at', i, maxval(window(x, i))

  ! ELSE IF conditions with such results, in a loop.
  hits = 0
  do i = 1, 30000
    if (mod(i, 7) == 0) then
      hits(1) = hits(1) + 1
    else if (label(mod(i, 1000)) == 'item-999') then
      hits(2) = hits(2) + 1
    else if (any(window(x, mod(i, 48) + 1) > 99d0)) then
      hits(3) = hits(3) + 1
    end if
  end do
  write(*, '(3i7)') hits
end program condition_results
