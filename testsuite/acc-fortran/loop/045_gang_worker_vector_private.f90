! Loop: a three-level nest `loop gang` / `loop worker private(tmp)` / `loop vector` in a
! `parallel` construct with `num_gangs`, `num_workers` and `vector_length` from variables,
! a private work array per worker and a `seq` loop inside, on explicit-shape dummies with
! lower bounds (§2.9.2–§2.9.4, §2.9.10).
! expect-exit: 0
! expect-stdout:
! | sum(b) =     268607340.0
! | b(lo,1,1), b(lo,m,l), b(lo+n-1,m,l) =     20204.0    122016.0    121928.0
module gwv_m
  implicit none
contains
  subroutine sweep(a, b, lo, n, m, l)
    integer, intent(in) :: lo, n, m, l
    real(8), intent(in) :: a(lo:lo+n-1, m, l)
    real(8), intent(out) :: b(lo:lo+n-1, m, l)
    real(8) :: tmp(4)
    integer :: i, j, k, s, ng, nw, vl
    ng = 8
    nw = 4
    vl = 32
    !$acc parallel num_gangs(ng) num_workers(nw) vector_length(vl) copyin(a) copyout(b)
    !$acc loop gang
    do k = 1, l
      !$acc loop worker private(tmp)
      do j = 1, m
        tmp = j * k
        !$acc loop vector
        do i = lo, lo + n - 1
          b(i, j, k) = a(i, j, k) * 2
        end do
        !$acc loop seq
        do s = 1, 4
          tmp(s) = tmp(s) + s
        end do
        b(lo, j, k) = b(lo, j, k) + sum(tmp)
      end do
    end do
    !$acc end parallel
  end subroutine sweep
end module gwv_m

program gang_worker_vector_private
  use gwv_m
  implicit none
  integer, parameter :: lo = -5, n = 70, m = 9, l = 6
  real(8) :: a(lo:lo+n-1, m, l), b(lo:lo+n-1, m, l)
  integer :: i, j, k
  do k = 1, l
    do j = 1, m
      do i = lo, lo + n - 1
        a(i, j, k) = i + j * 100 + k * 10000
      end do
    end do
  end do
  call sweep(a, b, lo, n, m, l)
  print '(a, f16.1)', 'sum(b) =', sum(b)
  print '(a, 3f12.1)', 'b(lo,1,1), b(lo,m,l), b(lo+n-1,m,l) =', b(lo, 1, 1), b(lo, m, l), &
    b(lo + n - 1, m, l)
end program gang_worker_vector_private
