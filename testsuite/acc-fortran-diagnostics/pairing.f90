! End directives and the statements OpenACC constructs apply to (OpenACC 3.3 §2.5-§2.12,
! §2.17 Fortran forms).
program pairing
  implicit none
  integer :: i, n, a(100)
  real :: x
  n = 100
  !$acc end parallel
  !$acc parallel
  a(1) = 1
  !$acc end kernels
  !$acc end parallel
  !$acc loop
  x = 1.0
  !$acc parallel loop
  a(2) = 2
  !$acc atomic update
  !$acc update self(a)
  do i = 1, n
    !$acc data copy(a)
    a(i) = i
  end do
  !$acc end data
  !$acc end parallel loop
  !$acc end atomic
  !$acc kernels loop
  do i = 1, n
    a(i) = 0
  end do
  !$acc end parallel loop
  !$acc host_data use_device(a)
  a(3) = 3
end program pairing
! expect-error: 8:9: '!$acc end parallel' without a matching '!$acc parallel'
! expect-error: 11:9: '!$acc end kernels' without a matching '!$acc kernels'
! expect-error: 14:3: a DO loop must follow the '!$acc loop' directive
! expect-error: 16:3: a DO loop must follow the '!$acc parallel loop' directive
! expect-error: 18:3: an assignment statement must follow the '!$acc atomic' directive
! expect-error: 20:11: missing '!$acc end data' for this '!$acc data' construct
! expect-error: 23:9: '!$acc end data' without a matching '!$acc data'
! expect-error: 24:9: '!$acc end parallel loop' without a matching '!$acc parallel loop'
! expect-error: 25:9: '!$acc end atomic' without a matching '!$acc atomic'
! expect-error: 30:9: '!$acc end parallel loop' without a matching '!$acc parallel loop'
! expect-error: 31:9: missing '!$acc end host_data' for this '!$acc host_data' construct
