! A Gauss-Seidel sweep as a doacross wavefront (OpenMP 4.5 §2.7.1 `collapse(2) ordered(2)`,
! §2.13.8): each point is updated in place from its neighbours, the new values above and to
! the left and the old ones below and to the right, so the result equals the sequential
! sweep only when (i, j) waits for (i-1, j) and (i, j-1). A 9-point variant also waits for
! (i-1, j+1) and (i-1, j-1) with `ordered(2)` alone (the inner loop run whole by each
! thread, 4.5 §2.7.1: ordered(n) > collapse), whose vectors at the edges fall outside the
! iteration space (§2.13.9: ignored). The solver is a module procedure on an assumed-shape
! array with lower bounds 0, called for several sweeps and team sizes; each result is
! compared with the same sweeps run sequentially, bit for bit.
! expect-from: gfortran (flang-22: "not yet implemented: OMPD_ordered")
! expect-exit: 0
! expect-stdout:
! | 5-point, 1 threads: same as sequential T, centre     4.04000037
! | 9-point, 1 threads: same as sequential T, centre     4.01169479
! | 5-point, 2 threads: same as sequential T, centre     4.04000037
! | 9-point, 2 threads: same as sequential T, centre     4.01169479
! | 5-point, 3 threads: same as sequential T, centre     4.04000037
! | 9-point, 3 threads: same as sequential T, centre     4.01169479
! | 5-point, 4 threads: same as sequential T, centre     4.04000037
! | 9-point, 4 threads: same as sequential T, centre     4.01169479
module gs
  implicit none
contains
  subroutine sweep5(u, nthreads)
    real(8), intent(inout) :: u(0:, 0:)
    integer, intent(in) :: nthreads
    integer :: i, j, n, m
    n = ubound(u, 1) - 1
    m = ubound(u, 2) - 1
!$omp parallel do collapse(2) ordered(2) num_threads(nthreads) schedule(dynamic, 2)
    do j = 1, m
      do i = 1, n
!$omp ordered depend(sink: j - 1, i) depend(sink: j, i - 1)
        u(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
!$omp ordered depend(source)
      end do
    end do
  end subroutine

  subroutine sweep9(u, nthreads)
    real(8), intent(inout) :: u(0:, 0:)
    integer, intent(in) :: nthreads
    integer :: i, j, n, m
    n = ubound(u, 1) - 1
    m = ubound(u, 2) - 1
!$omp parallel do ordered(2) num_threads(nthreads)
    do j = 1, m
      do i = 1, n
!$omp ordered depend(sink: j - 1, i - 1) depend(sink: j - 1, i) &
!$omp&        depend(sink: j - 1, i + 1) depend(sink: j, i - 1)
        u(i, j) = (u(i - 1, j - 1) + u(i, j - 1) + u(i + 1, j - 1) + u(i - 1, j) &
                   + u(i + 1, j) + u(i - 1, j + 1) + u(i, j + 1) + u(i + 1, j + 1)) / 8d0
!$omp ordered depend(source)
      end do
    end do
  end subroutine

  subroutine seq5(u)
    real(8), intent(inout) :: u(0:, 0:)
    integer :: i, j
    do j = 1, ubound(u, 2) - 1
      do i = 1, ubound(u, 1) - 1
        u(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
  end subroutine

  subroutine seq9(u)
    real(8), intent(inout) :: u(0:, 0:)
    integer :: i, j
    do j = 1, ubound(u, 2) - 1
      do i = 1, ubound(u, 1) - 1
        u(i, j) = (u(i - 1, j - 1) + u(i, j - 1) + u(i + 1, j - 1) + u(i - 1, j) &
                   + u(i + 1, j) + u(i - 1, j + 1) + u(i, j + 1) + u(i + 1, j + 1)) / 8d0
      end do
    end do
  end subroutine

  subroutine init(u)
    real(8), intent(out) :: u(0:, 0:)
    integer :: i, j
    do j = 0, ubound(u, 2)
      do i = 0, ubound(u, 1)
        u(i, j) = mod(i * 37 + j * 11, 17) * 0.5d0
      end do
    end do
    u(:, 0) = 4d0
    u(0, :) = 1d0
  end subroutine
end module

program gauss_seidel
  use gs
  implicit none
  real(8), allocatable :: u(:, :), r(:, :)
  integer :: sweep, nt
  allocate (u(0:41, 0:31), r(0:41, 0:31))
  do nt = 1, 4
    call init(u)
    call init(r)
    do sweep = 1, 5
      call sweep5(u, nt)
      call seq5(r)
    end do
    print '(a,i0,a,l1,a,f14.8)', '5-point, ', nt, ' threads: same as sequential ', &
      all(u == r), ', centre ', u(20, 15)
    call init(u)
    call init(r)
    do sweep = 1, 3
      call sweep9(u, nt)
      call seq9(r)
    end do
    print '(a,i0,a,l1,a,f14.8)', '9-point, ', nt, ' threads: same as sequential ', &
      all(u == r), ', centre ', u(20, 15)
  end do
end program
