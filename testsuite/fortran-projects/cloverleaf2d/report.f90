! Messages and fatal errors. Every abort names the routine that detected the problem.
module report_module
  use data_module, only: g_out, parallel
  implicit none

  integer, private :: warnings_issued = 0

contains

  subroutine report_error(location, error)
    character(len=*), intent(in) :: location
    character(len=*), intent(in) :: error
    write(g_out, '(a)') ' '
    write(g_out, '(a,a)') ' Error from ', trim(location)
    write(g_out, '(a)') trim(error)
    write(g_out, '(a)') ' CLOVER is terminating.'
    stop 1
  end subroutine report_error

  subroutine report_warning(location, warning, count_only)
    character(len=*), intent(in) :: location
    character(len=*), intent(in) :: warning
    logical, intent(in), optional :: count_only
    warnings_issued = warnings_issued + 1
    if (present(count_only)) then
      if (count_only) return
    end if
    if (parallel%boss) then
      write(g_out, '(a,a,a,a)') ' Warning from ', trim(location), ': ', trim(warning)
    end if
  end subroutine report_warning

  integer function warning_count()
    warning_count = warnings_issued
  end function warning_count

end module report_module
