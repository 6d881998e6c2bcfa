! The `if` clause of the data directives (OpenACC 3.3 §2.6.5, §2.14.6, §2.14.7, §2.14.4): with
! a false condition `data`, `enter data`, `exit data` and `update` do nothing, and a compute
! construct inside a false-if data region copies its arrays itself (implicit `copy`); with a
! true one they act. Both ways give the sequential answer.
! expect-exit: 0
! expect-stdout:
! | use_dev = F: x(1), x(n) =     4.0   400.0
! | use_dev = T: x(1), x(n) =     4.0   400.0
program if_on_data_directives
  implicit none
  integer, parameter :: n = 100
  real :: x(n)
  logical :: use_dev
  integer :: t, i
  do t = 0, 1
    use_dev = t == 1
    do i = 1, n
      x(i) = i
    end do
    !$acc enter data copyin(x) if(use_dev)
    !$acc parallel loop present_or_copy(x)
    do i = 1, n
      x(i) = 2 * x(i)
    end do
    !$acc update self(x) if(use_dev)
    !$acc data copy(x) if(use_dev)
    !$acc parallel loop
    do i = 1, n
      x(i) = 2 * x(i)
    end do
    !$acc end data
    ! The data construct found x present (entered above): its end copies nothing back.
    !$acc update self(x) if(use_dev)
    !$acc exit data delete(x) if(use_dev)
    print '(a, l1, a, 2f8.1)', 'use_dev = ', use_dev, ': x(1), x(n) =', x(1), x(n)
  end do
end program if_on_data_directives
