! Arrays: pointer arrays associated with targets and sections (`=>`), pointer lower bounds
! (`p(0:) =>`), rank-remapping of a 1-D target to 2-D, `associated` with and without a target,
! allocating through a pointer and `nullify`.
! expect-exit: 0
! expect-stdout:
! |    3.0   5.0   7.0   9.0
! |   -5.0
! |   0  3   1.0
! |    2.0  -5.0   8.0  11.0
! |  T T
! |    7.0   8.0   9.0
! |  F
program ptrs
  implicit none
  real(8), target :: buf(12)
  real(8), pointer :: p(:), q(:, :), r(:)
  integer :: i
  buf = [(real(i, 8), i = 1, 12)]
  p => buf(3:9:2)
  write(*, '(4f6.1)') p
  p(2) = -5.0d0
  write(*, '(f6.1)') buf(5)
  p(0:) => buf(1:4)
  write(*, '(2i3,f6.1)') lbound(p), ubound(p), p(0)
  q(1:3, 1:4) => buf
  write(*, '(4f6.1)') q(2, :)
  write(*, '(2l2)') associated(p), associated(p, buf(1:4))
  allocate(r(3))
  r = [7.0d0, 8.0d0, 9.0d0]
  write(*, '(3f6.1)') r
  deallocate(r)
  nullify(p)
  write(*, '(l2)') associated(p)
end program ptrs
