! Free-form directive continuation (OpenACC 3.3 §2.1.1): a trailing & and !$acc& on the
! next line; errors on a continuation line are reported there, upper case included.
program continued
  implicit none
  integer :: i, n
  real :: a(100), b(100)
  n = 100
  !$ACC PARALLEL LOOP COPYIN(A) &
  !$ACC& COPYOUT(B) &
  !$ACC&   NUM_WORKERS(2) NUM_WORKERS(4)
  do i = 1, n
    b(i) = a(i)
  end do
  !$acc data copy(a) &
     !$acc create(b) present_or_bogus(a)
  !$acc end data
  !$acc serial loop &
  !$acc & private(i) vector_length(
  do i = 1, n
  end do
  !$acc wait async(1, 2)
end program continued
! expect-error: 10:27: clause 'NUM_WORKERS' may appear only once on 'parallel loop' directive
! expect-error: 15:22: unknown clause 'present_or_bogus' on 'data' directive
! expect-error: 18:36: expected an argument after '('
! expect-error: 21:21: 'async' takes one argument
