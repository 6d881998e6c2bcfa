! Control flow: named constructs with `exit` and `cycle` naming an outer loop, `exit` from a
! named `block` and from a named `if` construct, and an endless `do` left with `exit`.
! expect-exit: 0
! expect-stdout:
! | found  7  6
! | k=28
! | first square over 300 at i=18
! | done
program named
  implicit none
  integer :: i, j, found_i, found_j, k
  found_i = -1; found_j = -1
  outer: do i = 1, 9
    inner: do j = 1, 9
      if (j > i) cycle outer
      if (i * j == 42) then
        found_i = i; found_j = j
        exit outer
      end if
    end do inner
  end do outer
  write(*, '(a,2i3)') 'found', found_i, found_j
  k = 0
  do
    k = k + 7
    if (mod(k, 5) == 3) exit
  end do
  write(*, '(a,i0)') 'k=', k
  search: block
    do i = 1, 100
      if (i * i > 300) exit search
    end do
    write(*, '(a)') 'not reached'
  end block search
  write(*, '(a,i0)') 'first square over 300 at i=', i
  check: if (k > 10) then
    if (k > 20) exit check
    write(*, '(a)') 'k between 11 and 20'
  end if check
  write(*, '(a)') 'done'
end program named
