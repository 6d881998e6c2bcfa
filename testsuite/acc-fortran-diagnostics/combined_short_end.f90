! The compute construct's end directive closes a combined construct of the same kind only
! (flang-22's extension of OpenACC 3.3 §2.11): after `kernels loop`, `end parallel` and
! `end serial` stay unmatched.
program combined_short_end
  implicit none
  integer :: i, a(100)
  !$acc kernels loop
  do i = 1, 100
    a(i) = i
  end do
  !$acc end parallel
  !$acc parallel loop
  do i = 1, 100
    a(i) = 0
  end do
  !$acc end serial
end program combined_short_end
! expect-error: 11:9: '!$acc end parallel' without a matching '!$acc parallel'
! expect-error: 16:9: '!$acc end serial' without a matching '!$acc serial'
