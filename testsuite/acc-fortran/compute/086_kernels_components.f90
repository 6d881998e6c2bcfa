! Compute: `kernels` loop nests over allocatable components of a derived type (`g%e(i, j) =
! g%d(i, j) + j`), the components mapped by clauses. The dependence test splits an element's byte
! offset back into subscripts with the descriptor's strides; a component's descriptor is a
! field of the structure, not a variable, so every such nest used to stay sequential ("a
! store through a computed address"). Distinct components are distinct arrays; a component
! read at another index of the loop's variable keeps its loop sequential.
! remark: loop at 32:5 is parallelizable
! remark: loop at 33:7 is parallelizable
! remark: loop at 39:5 is parallelizable
! remark: loop at 45:5 not parallelized: component 3 of g is written at one index and read at another
! remark: loop at 52:5 is parallelizable
! remark: loop at 53:7 is parallelizable
! remark: loop at 54:9 is parallelizable
! remark: loop at 72:5 is parallelizable
! expect-exit: 0
! expect-stdout:
! | e, a       513500.0        2458.0
! | shifted a            9.0          41.0
! | cube       183000.0
! | local        10200.0
module grids
  implicit none
  type grid
    real(8), allocatable :: d(:, :), e(:, :), a(:), b(:), c(:, :, :)
  end type
contains
  subroutine step(g, n, m)
    type(grid), intent(inout) :: g
    integer, intent(in) :: n, m
    integer :: i, j, k
    !$acc kernels copy(g) copyin(g%d) copy(g%e)
    do j = 1, m
      do i = 1, n
        g%e(i, j) = g%d(i, j) + j
      end do
    end do
    !$acc end kernels
    !$acc kernels copy(g) copyin(g%b) copy(g%a)
    do i = 1, n - 1
      g%a(i) = g%b(i + 1) + g%a(i)
    end do
    !$acc end kernels
    print '(a, 2f14.1)', 'e, a ', sum(g%e), sum(g%a)
    !$acc kernels copy(g) copy(g%a)
    do i = 1, n - 1
      g%a(i) = g%a(i + 1) + 1
    end do
    !$acc end kernels
    print '(a, 2f14.1)', 'shifted a ', g%a(1), g%a(n - 1)
    g%c = 0
    !$acc kernels copy(g) copyin(g%d) copy(g%c)
    do k = 1, 5
      do j = 1, m
        do i = 1, 3
          g%c(i, j, k) = g%c(i, j, k) + i * k + g%d(i, j)
        end do
      end do
    end do
    !$acc end kernels
    print '(a, f14.1)', 'cube ', sum(g%c)
  end subroutine step

  subroutine local_grid(n)
    integer, intent(in) :: n
    type(grid) :: h
    integer :: i
    allocate(h%a(n), h%b(n))
    do i = 1, n
      h%b(i) = i
    end do
    !$acc kernels copy(h) copyin(h%b) copy(h%a)
    do i = 1, n
      h%a(i) = 2 * h%b(i) + 1
    end do
    !$acc end kernels
    print '(a, f14.1)', 'local ', sum(h%a)
  end subroutine local_grid
end module grids

program kernels_components
  use grids
  implicit none
  integer, parameter :: n = 40, m = 25
  type(grid) :: g
  integer :: i, j
  allocate(g%d(n, m), g%e(n, m), g%a(n), g%b(n), g%c(3, m, 5))
  do j = 1, m
    do i = 1, n
      g%d(i, j) = i + (j - 1) * n
    end do
  end do
  do i = 1, n
    g%a(i) = i
    g%b(i) = 2 * i
  end do
  call step(g, n, m)
  call local_grid(100)
end program kernels_components
