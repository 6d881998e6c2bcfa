! private and firstprivate of local arrays whose size is known only at run time (automatic
! arrays, OpenACC 3.3 §2.5.13, §2.5.14): every gang gets a copy of the whole array, the
! firstprivate one initialised from the original. The copy used to be one element (the
! array's element type), so the region read and wrote past it (a crash on the host); on a GPU
! copies this large come from the device heap, not the thread's 1 KiB stack (docs/design.md
! decision 36). A subroutine taking the size, as application code does, and the OpenACCV-V
! form (a worker loop writes the private array, a sequential loop reads it). (gfortran 12
! ICEs on firstprivate of an automatic array: the reference is the sequential meaning.)
! reference: without -fopenacc
! expect-exit: 0
! expect-stdout:
! | errors 0 0
program private_automatic_arrays
  implicit none
  integer :: e1, e2
  call work(1000, e1, e2)
  print '(a,2i2)', 'errors', e1, e2
contains
  subroutine work(n, e1, e2)
    integer, intent(in) :: n
    integer, intent(out) :: e1, e2
    real(8) :: a(10 * n), d(10 * n), c(n), s(10)
    integer :: x, y
    do y = 1, 10 * n
      a(y) = mod(y, 7)
    end do
    do y = 1, n
      c(y) = mod(y, 3)
    end do
    d = 0
    !$acc data copyin(a) copy(d)
    !$acc parallel firstprivate(c)
    !$acc loop gang
    do x = 0, 9
      !$acc loop worker
      do y = 1, n
        d(x * n + y) = a(x * n + y) + c(y)
      end do
    end do
    !$acc end parallel
    !$acc end data
    e1 = 0
    do x = 0, 9
      do y = 1, n
        if (d(x * n + y) /= a(x * n + y) + mod(y, 3)) e1 = e1 + 1
      end do
    end do
    s = 0
    !$acc parallel num_gangs(10) private(c) copyin(a) copy(s)
    !$acc loop gang
    do x = 0, 9
      !$acc loop worker
      do y = 1, n
        c(y) = a(x * n + y) * 2
      end do
      !$acc loop seq
      do y = 1, n
        s(x + 1) = s(x + 1) + c(y)
      end do
    end do
    !$acc end parallel
    e2 = 0
    do x = 0, 9
      if (s(x + 1) /= 2 * sum(a(x * n + 1:x * n + n))) e2 = e2 + 1
    end do
  end subroutine work
end program private_automatic_arrays
