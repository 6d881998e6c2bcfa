! C interoperability: a bind(c) derived type matching a C struct (int32, double, double[3])
! updated by C, and C strings: a Fortran character buffer filled by C and trimmed at the NUL,
! a NUL-terminated argument built with c_null_char.
! link-with: helpers/c_kernels.c
! expect-exit: 0
! expect-stdout:
! |  101  1.50   0.25   1.00  -1.00
! |  102  3.00   0.25   2.00  -1.00
! |  103  4.50   0.25   3.00  -1.00
! | 14 [hello, tealeaf]
! | 40
module c_types
  use iso_c_binding
  implicit none
  type, bind(c) :: c_particle
    integer(c_int32_t) :: id
    real(c_double) :: mass
    real(c_double) :: pos(3)
  end type c_particle
  interface
    subroutine c_shift(p, n, dx) bind(c)
      import :: c_particle, c_int, c_double
      type(c_particle), intent(inout) :: p(*)
      integer(c_int), value :: n
      real(c_double), value :: dx
    end subroutine c_shift
    integer(c_int) function c_greet(buf, len, name) bind(c)
      import :: c_char, c_int
      character(kind=c_char), intent(out) :: buf(*)
      integer(c_int), value :: len
      character(kind=c_char), intent(in) :: name(*)
    end function c_greet
  end interface
end module c_types

program interop2
  use c_types
  implicit none
  type(c_particle) :: ps(3)
  character(kind=c_char, len=1) :: buf(32)
  character(len=32) :: text
  integer :: i, n
  do i = 1, 3
    ps(i) = c_particle(i, 1.5d0 * i, [0.0d0, real(i, 8), -1.0d0])
  end do
  call c_shift(ps, 3, 0.25d0)
  do i = 1, 3
    write(*, '(i4,f6.2,3f7.2)') ps(i)%id, ps(i)%mass, ps(i)%pos
  end do
  n = c_greet(buf, size(buf), 'tealeaf' // c_null_char)
  text = ''
  do i = 1, n
    text(i:i) = buf(i)
  end do
  write(*, '(i0,1x,"[",a,"]")') n, trim(text)
  write(*, '(i0)') c_sizeof(ps(1))
end program interop2
