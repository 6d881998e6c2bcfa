! Kernels: an iterative radix-2 FFT on complex(8) data (bit-reversal permutation, butterflies
! with twiddle factors), checked against a direct DFT and by the inverse transform.
! expect-exit: 0
! expect-stdout:
! | matches direct DFT: T
! |   0   0.00000
! |   1   0.00000
! |   2   0.00000
! |   3   8.00000
! |   4   0.00000
! |   5   4.00000
! |   6   0.00000
! |   7   0.00000
! |   8   0.00000
! | inverse restores input: T
module fft_mod
  implicit none
  real(8), parameter :: pi = acos(-1.0d0)
contains
  subroutine fft(x, inverse)
    complex(8), intent(inout) :: x(0:)
    logical, intent(in) :: inverse
    integer :: n, i, j, k, m, len
    complex(8) :: w, wl, t, u
    real(8) :: sgn
    n = size(x)
    j = 0
    do i = 1, n - 1
      m = n / 2
      do while (iand(j, m) /= 0)
        j = ieor(j, m)
        m = m / 2
      end do
      j = ieor(j, m)
      if (i < j) then
        t = x(i); x(i) = x(j); x(j) = t
      end if
    end do
    sgn = merge(1.0d0, -1.0d0, inverse)
    len = 2
    do while (len <= n)
      wl = exp(cmplx(0.0d0, sgn * 2.0d0 * pi / len, kind=8))
      do i = 0, n - 1, len
        w = (1.0d0, 0.0d0)
        do k = 0, len / 2 - 1
          u = x(i + k)
          t = w * x(i + k + len / 2)
          x(i + k) = u + t
          x(i + k + len / 2) = u - t
          w = w * wl
        end do
      end do
      len = 2 * len
    end do
    if (inverse) x = x / n
  end subroutine fft
end module fft_mod

program fftprog
  use fft_mod
  implicit none
  integer, parameter :: n = 16
  complex(8) :: x(0:n-1), y(0:n-1), d(0:n-1)
  integer :: i, k
  do i = 0, n - 1
    x(i) = cmplx(cos(2 * pi * 3 * i / n) + 0.5d0 * sin(2 * pi * 5 * i / n), 0.0d0, kind=8)
  end do
  y = x
  call fft(y, .false.)
  do k = 0, n - 1
    d(k) = sum(x * exp(cmplx(0.0d0, -2 * pi * k * [(i, i = 0, n - 1)] / n, kind=8)))
  end do
  write(*, '(a,l2)') 'matches direct DFT:', maxval(abs(y - d)) < 1.0d-10
  do k = 0, n / 2
    write(*, '(i3,f10.5)') k, abs(y(k))
  end do
  call fft(y, .true.)
  write(*, '(a,l2)') 'inverse restores input:', maxval(abs(y - x)) < 1.0d-12
end program fftprog
