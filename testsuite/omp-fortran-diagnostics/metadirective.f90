! `!$omp metadirective` (OpenMP 5.0 §2.3.4) misused: a selector with an unknown trait, and a
! chosen directive that is an `end` directive (a metadirective stands for a directive that
! begins or stands alone).
module m50meta
  implicit none
contains
  subroutine meta(n)
    integer :: n, i
    !$omp metadirective when(device={colour(red)}: parallel do) default(parallel do)
    do i = 1, n
    end do
    !$omp metadirective when(device={kind(host)}: end parallel)
  end subroutine
end module
! expect-error: 9:38: unknown trait 'colour' in the 'device' selector set
! expect-error: 12:5: a metadirective's directive cannot be an 'end' directive
