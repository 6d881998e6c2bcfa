! Fixed form: an F77-style code (common block sizes, explicit-shape dummies declared with
! the common's variables, column-1 `c$acc` directives) with a `kernels` region of plain DO
! nests and no data clauses; the compiler parallelizes the nests (§2.5.3) and copies the
! dummies (§2.6.2).
! remark: kernels: loop at 44:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 45:9 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | sum v:      89813.0000
! | v(2,2), v(59,39):      3.0000     78.5000
      program f77k
      implicit none
      integer nx, ny
      common /sizes/ nx, ny
      double precision u(60, 40), v(60, 40)
      double precision s
      integer i, j
      nx = 60
      ny = 40
      do 20 j = 1, ny
        do 10 i = 1, nx
          u(i, j) = dble(i) + 0.5d0 * dble(j)
          v(i, j) = 0.0d0
   10   continue
   20 continue
      call relax(u, v)
      s = 0.0d0
      do 40 j = 1, ny
        do 30 i = 1, nx
          s = s + v(i, j)
   30   continue
   40 continue
      write (*, '(a, f16.4)') 'sum v:', s
      write (*, '(a, 2f12.4)') 'v(2,2), v(59,39):', v(2, 2), v(59, 39)
      end

      subroutine relax(u, v)
      implicit none
      integer nx, ny
      common /sizes/ nx, ny
      double precision u(nx, ny), v(nx, ny)
      integer i, j
c$acc kernels
      do 60 j = 2, ny - 1
        do 50 i = 2, nx - 1
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j)
     &            + u(i, j - 1) + u(i, j + 1))
   50   continue
   60 continue
c$acc end kernels
      end
