! Data: a column `u(:, j)` and a plane `w(:, :, k)` of arrays mapped by the caller, passed to
! explicit-shape dummies of procedures whose compute constructs name them `present`
! (OpenACC 3.3 §2.7.5), as OpenACCV-V's declare_function_scope_copy.F90 does. Whole leading
! dimensions followed by single subscripts are one block of the actual (Fortran 2018
! §15.5.2.11): the procedure must get the caller's storage, whose device copy is present, not
! a temporary copy (which is not present: the program stopped with separate memory).
! expect-exit: 0
! expect-stdout:
! | columns =   505000.0
! | planes  =     2800.0
module column_kernels
  implicit none
contains
  subroutine add_column(a, c, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    real(8), intent(inout) :: c(n)
    integer :: i
    !$acc parallel loop present(a(1:n), c(1:n))
    do i = 1, n
      c(i) = c(i) + a(i)
    end do
  end subroutine add_column

  subroutine scale_plane(p, nx, ny, f)
    integer, intent(in) :: nx, ny
    real(8), intent(inout) :: p(nx, ny)
    real(8), intent(in) :: f
    integer :: i, j
    !$acc parallel loop collapse(2) present(p)
    do j = 1, ny
      do i = 1, nx
        p(i, j) = p(i, j) * f
      end do
    end do
  end subroutine scale_plane
end module column_kernels

program column_actual_present
  use column_kernels
  implicit none
  integer, parameter :: n = 100, nz = 3
  real(8) :: u(n, n), v(n, n), w(4, 5, nz)
  integer :: i, j, k

  do j = 1, n
    do i = 1, n
      u(i, j) = j
    end do
  end do
  v = 0
  !$acc data copyin(u) copy(v)
  do j = 1, n
    call add_column(u(:, j), v(:, j), n)
  end do
  !$acc end data
  print '(a, f10.1)', 'columns = ', sum(v)

  do k = 1, nz
    w(:, :, k) = k * 10
  end do
  !$acc data copy(w)
  do k = 1, nz
    call scale_plane(w(:, :, k), 4, 5, real(k, 8))
  end do
  !$acc end data
  print '(a, f10.1)', 'planes  = ', sum(w)
end program column_actual_present
