! Preprocessing (.F90): `#ifdef _OPENACC` selects the serial path when built without OpenACC,
! `#define` constants and function-like macros, `#if` arithmetic, and `__LINE__`-free
! conditional diagnostics (the output does not depend on line numbers).
! expect-exit: 0
! expect-stdout:
! | built without OpenACC
! |   11.0  12.0  13.0  14.0  15.0  16.0
! |   21.0  22.0  23.0  24.0  25.0  26.0
! | large double-precision grid
! | NY not defined
#define NX 6
#define IDX(i, j) ((j) - 1) * NX + (i)
#define PRECISION 8
program cpp1
  implicit none
  real(PRECISION) :: a(NX * 2)
  integer :: i, j
#ifdef _OPENACC
  write(*, '(a)') 'built with OpenACC'
#else
  write(*, '(a)') 'built without OpenACC'
#endif
  do j = 1, 2
    do i = 1, NX
      a(IDX(i, j)) = 10 * j + i
    end do
  end do
  write(*, '(6f6.1)') a
#if NX > 4 && PRECISION == 8
  write(*, '(a)') 'large double-precision grid'
#elif NX > 4
  write(*, '(a)') 'large grid'
#else
  write(*, '(a)') 'small grid'
#endif
#ifndef NY
  write(*, '(a)') 'NY not defined'
#endif
end program cpp1
