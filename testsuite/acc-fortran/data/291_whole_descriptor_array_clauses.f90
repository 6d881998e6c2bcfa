! Every data clause on a WHOLE allocatable or pointer array (reached through a descriptor) of a
! compute construct, where the region writes the array: only copy and copyout bring the
! region's writes back to the host (OpenACC 3.3 §2.7.4-§2.7.10). oxacc gave every such array
! an implicit `copy` of its elements besides the clause (it attached the descriptor's device
! copy to them), whose exit came last and copied the writes back: `copyin(b)` and `create(b)`
! changed the host's array with separate device memory (decision 63). Self-checking in both
! memory models: `probe`, a fixed-size array, tells whether the device shares the host's
! memory (then every write is the host's).
! expect-exit: 0
! expect-stdout:
! | copyin: ok
! | copy: ok
! | copyout: ok
! | create: ok
! | present in data copyin: ok
! | present in data copy: ok
! | no_create absent: ok
! | no_create in data create: ok
! | enter/exit data: ok
! | nested data: ok
! | default(present): ok
! | element copyin: ok
! | pointer copyin: ok
! | kernels copyin: ok
! | serial create: ok
! | rank 2 copyin: ok
program whole_descriptor_array_clauses
  use openacc
  implicit none
  integer, parameter :: n = 8
  integer, allocatable :: b(:), c(:, :)
  integer, pointer :: p(:)
  integer :: probe(1), s, i
  logical :: shared
  probe = 0
  !$acc parallel num_gangs(1) copyin(probe)
  probe(1) = 1
  !$acc end parallel
  shared = probe(1) == 1
  allocate(b(n), c(3, 4), p(n))

  call reset()
  !$acc parallel num_gangs(1) copyin(b) copyout(s)
  s = sum(b)
  b(1) = 9
  !$acc end parallel
  call check('copyin', s == 36 .and. b(1) == merge(9, 1, shared) .and. b(2) == 2)

  call reset()
  !$acc parallel num_gangs(1) copy(b) copyout(s)
  s = sum(b)
  b(1) = 9
  !$acc end parallel
  call check('copy', s == 36 .and. b(1) == 9 .and. b(2) == 2)

  b = 0
  !$acc parallel loop copyout(b)
  do i = 1, n
    b(i) = 10 * i
  end do
  call check('copyout', b(1) == 10 .and. b(n) == 10 * n)

  call reset()
  !$acc parallel num_gangs(1) create(b) copyout(s)
  do i = 1, n
    b(i) = 5
  end do
  s = sum(b)
  !$acc end parallel
  call check('create', s == 5 * n .and. b(1) == merge(5, 1, shared) .and. b(n) == merge(5, n, shared))

  call reset()
  !$acc data copyin(b)
  !$acc parallel num_gangs(1) present(b) copyout(s)
  s = sum(b)
  b(2) = 9
  !$acc end parallel
  !$acc end data
  call check('present in data copyin', s == 36 .and. b(2) == merge(9, 2, shared))

  call reset()
  !$acc data copy(b)
  !$acc parallel num_gangs(1) present(b)
  b(2) = 9
  !$acc end parallel
  !$acc end data
  call check('present in data copy', b(2) == 9 .and. b(1) == 1)

  ! Not present: the region uses the host's array (§2.7.10), which only a device that shares
  ! the host's memory can address (the host back end's discrete model stands for one that
  ! does not copy it); on a GPU the case is left out and the line printed all the same.
  call reset()
  if (acc_get_device_type() == acc_device_host) then
    !$acc parallel num_gangs(1) no_create(b)
    b(3) = 9
    !$acc end parallel
  else
    b(3) = 9
  end if
  call check('no_create absent', b(3) == 9 .and. b(1) == 1)

  call reset()
  !$acc data create(b)
  !$acc parallel num_gangs(1) no_create(b)
  b(3) = 9
  !$acc end parallel
  !$acc end data
  call check('no_create in data create', b(3) == merge(9, 3, shared))

  call reset()
  !$acc enter data copyin(b)
  !$acc parallel num_gangs(1) copyin(b)
  b(4) = 9
  !$acc end parallel
  !$acc parallel num_gangs(1) copy(b)
  b(5) = 9
  !$acc end parallel
  !$acc exit data delete(b)
  call check('enter/exit data', b(4) == merge(9, 4, shared) .and. b(5) == merge(9, 5, shared))

  call reset()
  !$acc data copyin(b)
  !$acc data copy(b)
  !$acc parallel num_gangs(1) copyin(b)
  b(6) = 9
  !$acc end parallel
  !$acc end data
  !$acc end data
  call check('nested data', b(6) == merge(9, 6, shared))

  call reset()
  !$acc parallel num_gangs(1) copyin(b) default(present) copyout(s)
  s = sum(b)
  b(7) = 9
  !$acc end parallel
  call check('default(present)', s == 36 .and. b(7) == merge(9, 7, shared))

  ! One element mapped, the region reaching it through the whole array's descriptor.
  call reset()
  !$acc parallel num_gangs(1) copyin(b(2)) copyout(s)
  s = b(2)
  b(2) = 9
  !$acc end parallel
  call check('element copyin', s == 2 .and. b(2) == merge(9, 2, shared))

  do i = 1, n
    p(i) = i
  end do
  !$acc parallel num_gangs(1) copyin(p) copyout(s)
  s = sum(p)
  p(1) = 9
  !$acc end parallel
  call check('pointer copyin', s == 36 .and. p(1) == merge(9, 1, shared))

  call reset()
  !$acc kernels copyin(b) copyout(s)
  s = b(3) + b(4)
  b(3) = 9
  !$acc end kernels
  call check('kernels copyin', s == 7 .and. b(3) == merge(9, 3, shared))

  call reset()
  !$acc serial create(b) copyout(s)
  b(1) = 4
  s = b(1)
  !$acc end serial
  call check('serial create', s == 4 .and. b(1) == merge(4, 1, shared))

  c = 1
  s = 0
  !$acc parallel loop copyin(c) reduction(+:s)
  do i = 1, 4
    s = s + c(1, i) + c(3, i)
    c(2, i) = 7
  end do
  call check('rank 2 copyin', s == 8 .and. c(2, 4) == merge(7, 1, shared))
  deallocate(b, c, p)
contains
  subroutine reset()
    do i = 1, n
      b(i) = i
    end do
  end subroutine
  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      print '(a, a)', what, ': ok'
    else
      print '(a, a, 8i4)', what, ': WRONG', b
    end if
  end subroutine
end program
