! Applications: a 1-D Kelvin-Helmholtz-style finite-volume step in the shape of
! cfcanaoj/gpuhydro's KHf90openacc: module arrays and PARAMETERs under `declare create`,
! `kernels` regions that start with `k=ks`, a `collapse(3) reduction(min:dtmin)` time-step
! loop followed by `dt = 0.05*dtmin` in the same `kernels`, and flux procedures whose local
! arrays are `declare create`d, used under `data present(...)`, with `routine seq` limiters,
! ending in RETURN. Two defects: a RETURN (or EXIT, GOTO) leaving a data region — the
! region a procedure's `declare` opens included — was an internal compiler error ("block has
! no terminator"); and a collapsed `kernels` loop was never parallelized, even one that
! writes only its reduction and per-iteration scalars (it ran in one GPU thread).
! gfortran's OpenACC refuses the application's `declare create` of PARAMETERs (nvfortran
! and oxacc accept them): the reference is the sequential meaning.
! reference: without -fopenacc
! remark: loop at 101:1 is parallelizable
! expect-exit: 0
! expect-stdout:
! | dt  1.1232972E-03
! | mass   35.544907656  energy   48.177724538
! | early return 1
! | exit at 5 goto 2
      module basicmod
      implicit none
      integer,parameter::ngrid=32,mgn=2
      integer,parameter::in=ngrid+2*mgn+1,jn=3,kn=1
      integer,parameter::is=mgn+1,ie=ngrid+mgn,js=2,je=2,ks=1,ke=1
      real(8),parameter::gam=5.0d0/3.0d0
      real(8)::dt
      real(8),dimension(in)::x1a
      real(8),dimension(in,jn,kn)::d,v1,p,cs,mv1,et
!$acc declare create(ngrid,mgn,in,jn,kn,is,ie,js,je,ks,ke)
!$acc declare create(dt,x1a)
!$acc declare create(d,v1,p,cs,mv1,et)
!$acc declare create(gam)
      end module basicmod

      module fluxmod
      use basicmod, only : in,jn,kn
      implicit none
      integer,parameter::nhyd=3
      real(8),dimension(nhyd,in,jn,kn):: svc
      real(8),dimension(2,in,jn,kn):: nflux1
!$acc declare create(svc,nflux1)
      end module fluxmod

      program main
      use basicmod
      implicit none
      integer :: i, nhy, early, where_exit, where_goto
      do i=1,in
         x1a(i) = dble(i-is)/ngrid - 0.5d0
      enddo
      do i=1,in
         d(i,:,:) = 1.0d0 + 0.5d0*exp(-((dble(i)-in/2.0d0)/4.0d0)**2)
         v1(i,:,:) = 0.1d0
         p(i,:,:) = 1.0d0
      enddo
!$acc update device (x1a,d,v1,p)
      call Conserve
      do nhy=1,20
         call TimestepControl
         if (nhy == 1) print '(a,es15.7)', 'dt', dt
         call BoundaryCondition
         call StateVector
         call NumericalFlux1(early)
         call UpdateConsv
      enddo
!$acc update host (d,et)
      print '(a,f15.9,a,f15.9)', 'mass', sum(d(is:ie,js,ks))/ngrid*ngrid,      &
     &     '  energy', sum(et(is:ie,js,ks))
      dt = 2.0d0
      call NumericalFlux1(early)
      print '(a,i2)', 'early return', early
      call Leave(where_exit, where_goto)
      print '(a,i2,a,i2)', 'exit at', where_exit, ' goto', where_goto
      end program main

      subroutine Conserve
      use basicmod
      implicit none
      integer::i,j,k
!$acc kernels
!$acc loop collapse(3) independent
      do k=ks,ke
      do j=js,je
      do i=is,ie
         cs(i,j,k) = sqrt(gam*p(i,j,k)/d(i,j,k))
         mv1(i,j,k) = d(i,j,k)*v1(i,j,k)
         et(i,j,k) = 0.5d0*d(i,j,k)*v1(i,j,k)**2 + p(i,j,k)/(gam-1.0d0)
      enddo
      enddo
      enddo
!$acc end kernels
      end subroutine Conserve

      subroutine TimestepControl
      use basicmod
      implicit none
      real(8)::dtl1,dtlocal,dtmin
      integer::i,j,k
      dtmin=1.0d90
!$acc kernels
!$acc loop collapse(3) reduction(min:dtmin)
      do k=ks,ke
      do j=js,je
      do i=is,ie
         dtl1 =(x1a(i+1)-x1a(i))/(abs(v1(i,j,k)) +cs(i,j,k))
         dtlocal = dtl1
         if(dtlocal .lt. dtmin) dtmin = dtlocal
      enddo
      enddo
      enddo
      dt = 0.05d0 * dtmin
!$acc end kernels
!$acc update host (dt)
      return
      end subroutine TimestepControl

      subroutine BoundaryCondition
      use basicmod
      implicit none
      integer::i,j,k
!$acc kernels
      k=ks
!$acc loop collapse(2) independent
      do j=js,je
      do i=1,mgn
          d(i,j,k) =  d(ie-mgn+i,j,k)
         mv1(i,j,k) = mv1(ie-mgn+i,j,k)
          et(i,j,k) = et(ie-mgn+i,j,k)
         d(ie+i,j,k) =  d(is+i-1,j,k)
         mv1(ie+i,j,k) = mv1(is+i-1,j,k)
          et(ie+i,j,k) = et(is+i-1,j,k)
      enddo
      enddo
!$acc end kernels
      return
      end subroutine BoundaryCondition

      subroutine StateVector
      use basicmod
      use fluxmod
      implicit none
      integer::i,j,k
!$acc kernels
      k=ks
!$acc loop independent
      do j=js,je
      do i=1,in
         svc(1,i,j,k) = d(i,j,k)
         svc(2,i,j,k) = mv1(i,j,k)/d(i,j,k)
         svc(3,i,j,k) = (gam-1.0d0)*(et(i,j,k) - 0.5d0*mv1(i,j,k)**2/d(i,j,k))
      enddo
      enddo
!$acc end kernels
      return
      end subroutine StateVector

      subroutine vanLeer(dvp,dvm,dv)
!$acc routine seq
      use fluxmod, only : nhyd
      implicit none
      real(8),dimension(nhyd),intent(in)::dvp,dvm
      real(8),dimension(nhyd),intent(out)::dv
      integer:: n
      do n=1,nhyd
         if(dvp(n)*dvm(n) .gt. 0.0d0)then
            dv(n) =2.0d0*dvp(n)*dvm(n)/(dvp(n)+dvm(n))
         else
            dv(n) = 0.0d0
         endif
      enddo
      return
      end subroutine vanLeer

      subroutine NumericalFlux1(early)
      use basicmod, only: is,ie,in,js,je,jn,ks,kn,gam,dt
      use fluxmod
      implicit none
      integer, intent(out) :: early
      integer::i,j,k
      real(8),dimension(nhyd):: dsvp,dsvm,dsv
      real(8),dimension(nhyd,in,jn,kn):: leftpr,rigtpr
      real(8):: cl, cr, a
!$acc declare create(leftpr,rigtpr)
      early = 0
      if (dt < 0.0d0) return
!$acc data present(leftpr,rigtpr)
!$acc kernels
      k=ks
!$acc loop collapse(2) independent private(dsv,dsvp,dsvm)
      do j=js,je
      do i=is-1,ie+1
         dsvp(:) = svc(:,i+1,j,k) - svc(:,i,j,k)
         dsvm(:) = svc(:,i,j,k) - svc(:,i-1,j,k)
         call vanLeer(dsvp,dsvm,dsv)
         leftpr(:,i+1,j,k) = svc(:,i,j,k) + 0.5d0*dsv(:)
         rigtpr(:,i  ,j,k) = svc(:,i,j,k) - 0.5d0*dsv(:)
      enddo
      enddo
!$acc end kernels
      if (dt > 1.0d0) then
         early = 1
         return
      endif
!$acc kernels
!$acc loop collapse(2) independent private(cl,cr,a)
      do j=js,je
      do i=is,ie+1
         cl = sqrt(gam*leftpr(3,i,j,k)/leftpr(1,i,j,k))
         cr = sqrt(gam*rigtpr(3,i,j,k)/rigtpr(1,i,j,k))
         a = max(abs(leftpr(2,i,j,k))+cl, abs(rigtpr(2,i,j,k))+cr)
         nflux1(1,i,j,k) = 0.5d0*(leftpr(1,i,j,k)*leftpr(2,i,j,k)            &
     &        + rigtpr(1,i,j,k)*rigtpr(2,i,j,k))                              &
     &        - 0.5d0*a*(rigtpr(1,i,j,k)-leftpr(1,i,j,k))
         nflux1(2,i,j,k) = 0.5d0*(leftpr(2,i,j,k)*(leftpr(3,i,j,k)/(gam-1.0d0)  &
     &        + leftpr(3,i,j,k)) + rigtpr(2,i,j,k)*(rigtpr(3,i,j,k)/(gam-1.0d0)  &
     &        + rigtpr(3,i,j,k)))                                              &
     &        - 0.5d0*a*(rigtpr(3,i,j,k)-leftpr(3,i,j,k))/(gam-1.0d0)
      enddo
      enddo
!$acc end kernels
!$acc end data
      return
      end subroutine NumericalFlux1

      subroutine UpdateConsv
      use basicmod
      use fluxmod
      implicit none
      integer::i,j,k
!$acc kernels
!$acc loop collapse(3) independent
      do k=ks,ke
      do j=js,je
      do i=is,ie
         d(i,j,k) = d(i,j,k) - dt*(nflux1(1,i+1,j,k)-nflux1(1,i,j,k))/(x1a(i+1)-x1a(i))
         et(i,j,k) = et(i,j,k) - dt*(nflux1(2,i+1,j,k)-nflux1(2,i,j,k))/(x1a(i+1)-x1a(i))
      enddo
      enddo
      enddo
!$acc end kernels
      return
      end subroutine UpdateConsv

      ! EXIT and GOTO leaving data regions, and RETURN from a procedure whose local array
      ! is under `declare create`.
      subroutine Leave(where_exit, where_goto)
      implicit none
      integer, intent(out) :: where_exit, where_goto
      real(8) :: w(8)
      integer :: n
!$acc declare create(w)
      where_exit = 0
      where_goto = 0
      do n = 1, 8
!$acc data copyin(n)
         if (n == 5) then
            where_exit = n
            exit
         endif
!$acc end data
      enddo
      do n = 1, 3
!$acc data present(w)
!$acc kernels
         w(n) = n
!$acc end kernels
         if (n == 2) goto 10
!$acc end data
      enddo
 10   where_goto = n
      return
      end subroutine Leave
