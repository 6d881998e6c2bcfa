! `attach` on a structured `data` construct (OpenACC 3.3 §2.7.13) with the structure itself
! entered before (`enter data copyin(w)`, as gfortran wants it): inside the construct the
! device copy of `w` points to the device copy of `w%q`'s data; the two regions use it through
! the structure, and `update self` brings the results back before the construct ends.
! expect-exit: 0
! expect-stdout:
! | q(1), q(n) =      1.5000    150.5000
! | sum(q)     =  11400.0000
program data_attach_structured
  implicit none
  type work_t
    real(8), allocatable :: q(:)
  end type work_t
  type(work_t) :: w
  integer, parameter :: n = 150
  integer :: i
  allocate(w%q(n))
  w%q = 0
  !$acc enter data copyin(w)
  !$acc data create(w%q) attach(w%q)
  !$acc parallel loop present(w)
  do i = 1, n
    w%q(i) = i
  end do
  !$acc parallel loop present(w)
  do i = 1, n
    w%q(i) = w%q(i) + 0.5d0
  end do
  !$acc update self(w%q)
  !$acc end data
  !$acc exit data delete(w)
  print '(a, 2f12.4)', 'q(1), q(n) =', w%q(1), w%q(n)
  print '(a, f12.4)', 'sum(q)     =', sum(w%q)
end program data_attach_structured
