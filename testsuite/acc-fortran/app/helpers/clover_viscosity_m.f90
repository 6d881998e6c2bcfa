! Helper of 614_clover_viscosity_module_file.f90: a kernel module in CloverLeaf's layout,
! whose procedure's last declaration is continued onto a line that starts with a comma.
MODULE clover_viscosity_m
CONTAINS
  SUBROUTINE viscosity_kernel(x_min,x_max,y_min,y_max,    &
                              celldx,celldy,              &
                              density0,                   &
                              pressure,                   &
                              viscosity,                  &
                              xvel0,                      &
                              yvel0                       )
    IMPLICIT NONE
    INTEGER     :: x_min,x_max,y_min,y_max
    REAL(KIND=8), DIMENSION(x_min-2:x_max+2)                     :: celldx
    REAL(KIND=8), DIMENSION(y_min-2:y_max+2)                     :: celldy
    REAL(KIND=8), DIMENSION(x_min-2:x_max+2,y_min-2:y_max+2)     :: density0
    REAL(KIND=8), DIMENSION(x_min-2:x_max+2,y_min-2:y_max+2)     :: pressure
    REAL(KIND=8), DIMENSION(x_min-2:x_max+2,y_min-2:y_max+2)     :: viscosity
    REAL(KIND=8), DIMENSION(x_min-2:x_max+3,y_min-2:y_max+3)     :: xvel0,yvel0
    INTEGER       :: j,k
    REAL(KIND=8)  :: ugrad,vgrad,grad2,pgradx,pgrady,pgradx2,pgrady2,grad     &
      ,ygrad,pgrad,xgrad,div,limiter ! the kernel's temporaries
!$ACC DATA PRESENT(density0,pressure,viscosity,xvel0,yvel0,celldx,celldy)
!$ACC KERNELS
!$ACC LOOP COLLAPSE(2) INDEPENDENT
    DO k=y_min,y_max
      DO j=x_min,x_max
        ugrad=(xvel0(j+1,k  )+xvel0(j+1,k+1))-(xvel0(j  ,k  )+xvel0(j  ,k+1))
        vgrad=(yvel0(j  ,k+1)+yvel0(j+1,k+1))-(yvel0(j  ,k  )+yvel0(j+1,k  ))
        div = (celldx(j)*(ugrad)+  celldy(k)*(vgrad))
        pgradx=(pressure(j+1,k)-pressure(j-1,k))/(celldx(j)+celldx(j+1))
        pgrady=(pressure(j,k+1)-pressure(j,k-1))/(celldy(k)+celldy(k+1))
        pgradx2 = pgradx*pgradx
        pgrady2 = pgrady*pgrady
        limiter = ((0.5_8*(ugrad)/celldx(j))*pgradx2+(0.5_8*(vgrad)/celldy(k))*pgrady2) &
          /MAX(pgradx2+pgrady2,1.0e-16_8)
        IF ((limiter.GT.0.0).OR.(div.GE.0.0))THEN
          viscosity(j,k) = 0.0
        ELSE
          pgrad = SQRT(pgradx**2+pgrady**2)
          xgrad = ABS(celldx(j)*pgrad/MAX(ABS(pgradx),1.0e-16_8))
          ygrad = ABS(celldy(k)*pgrad/MAX(ABS(pgrady),1.0e-16_8))
          grad  = MIN(xgrad,ygrad)
          grad2 = grad*grad
          viscosity(j,k)=2.0_8*density0(j,k)*grad2*limiter*limiter
        ENDIF
      ENDDO
    ENDDO
!$ACC END KERNELS
!$ACC END DATA
  END SUBROUTINE viscosity_kernel
END MODULE clover_viscosity_m
