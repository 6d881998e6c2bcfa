! Types: finalization of function results (F2018 §7.5.6.3, decision 129) referenced in the
! condition of an IF construct (after the construct, as §7.5.6.3 says; flang-22 finalizes it
! before the body, which this program does not observe), in a logical IF statement and its
! statement, and in an output list (after the statement), counted by the final subroutine,
! which does not print: flang-22 finalizes during the output statement, where printing would
! be recursive I/O.
! expect-from: flang-22 (gfortran 12 does not finalize function results, fixed in 13)
! expect-exit: 0
! expect-stdout:
! | after construct, finalized     3
! | after logical if  1100  1033
! | value    15
! | after print, finalized  1048
! | after construct, finalized     1
! | after logical if  1001  1011
! | value    15
! | after print, finalized  1026
module counting
  implicit none
  integer :: finalized = 0
  type :: counted
    integer :: n = 0
  contains
    final :: drop
  end type
contains
  subroutine drop(c)
    type(counted), intent(inout) :: c
    finalized = finalized + c%n
  end subroutine

  function make(n) result(c)
    integer, intent(in) :: n
    type(counted) :: c
    c%n = n
  end function

  integer function value_of(c)
    type(counted), intent(in) :: c
    value_of = c%n
  end function

  subroutine run(k)
    integer, intent(in) :: k
    integer :: total
    total = 0
    if (value_of(make(k)) > 2) then
      total = total + 100
    else
      total = total + 1
    end if
    print '(a,i6)', 'after construct, finalized', finalized
    if (value_of(make(10 * k)) > 0) total = total + value_of(make(1000))
    print '(a,2i6)', 'after logical if', total, finalized
    print '(a,i6)', 'value', value_of(make(7)) + value_of(make(8))
    print '(a,i6)', 'after print, finalized', finalized
  end subroutine
end module

program results_in_conditions
  use counting
  implicit none
  call run(3)
  finalized = 0
  call run(1)
end program
