! Reads the input deck. The deck is free text between '*clover' and '*endclover': one
! directive per line, made of blank-separated words, each either a keyword or keyword=value.
! Lines are read whole with '(a)' and taken apart with internal reads; '!' starts a comment.
module parse_module
  use data_module
  use definitions_module
  use report_module
  implicit none
  private
  public :: read_input, to_lower

  integer, parameter :: line_len = 132
  integer, parameter :: word_len = 40

  interface read_value
    module procedure read_integer_value, read_real_value
  end interface read_value

contains

  ! Lower-cases a word in place, so that keywords match in any case.
  subroutine to_lower(word)
    character(len=*), intent(inout) :: word
    integer :: i, c
    do i = 1, len_trim(word)
      c = iachar(word(i:i))
      if (c >= iachar('A') .and. c <= iachar('Z')) word(i:i) = achar(c + 32)
    end do
  end subroutine to_lower

  ! The next blank-separated word of line from position pos on; empty at the end of the line.
  subroutine next_word(line, pos, word)
    character(len=*), intent(in) :: line
    integer, intent(inout) :: pos
    character(len=*), intent(out) :: word
    integer :: first
    word = ' '
    do while (pos <= len_trim(line))
      if (line(pos:pos) /= ' ' .and. line(pos:pos) /= achar(9)) exit
      pos = pos + 1
    end do
    if (pos > len_trim(line)) return
    first = pos
    do while (pos <= len_trim(line))
      if (line(pos:pos) == ' ' .or. line(pos:pos) == achar(9)) exit
      pos = pos + 1
    end do
    word = line(first:pos-1)
  end subroutine next_word

  ! Splits 'key=value' into its parts; a word without '=' is all key.
  subroutine split_key(word, key, value)
    character(len=*), intent(in) :: word
    character(len=*), intent(out) :: key, value
    integer :: eq
    eq = index(word, '=')
    if (eq == 0) then
      key = word
      value = ' '
    else
      key = word(1:eq-1)
      value = word(eq+1:)
    end if
    call to_lower(key)
  end subroutine split_key

  subroutine read_integer_value(key, value, v)
    character(len=*), intent(in) :: key, value
    integer, intent(out) :: v
    integer :: ios
    read(value, *, iostat=ios) v
    if (ios /= 0 .or. len_trim(value) == 0) then
      call report_error('read_input', 'bad integer for '//trim(key)//': '//trim(value))
    end if
    write(g_out, '(1x,a25,i12)') key, v
  end subroutine read_integer_value

  subroutine read_real_value(key, value, v)
    character(len=*), intent(in) :: key, value
    real(kind=rk), intent(out) :: v
    integer :: ios
    read(value, *, iostat=ios) v
    if (ios /= 0 .or. len_trim(value) == 0) then
      call report_error('read_input', 'bad real for '//trim(key)//': '//trim(value))
    end if
    write(g_out, '(1x,a25,e12.4)') key, v
  end subroutine read_real_value

  ! The line without its comment.
  function strip_comment(line) result(text)
    character(len=*), intent(in) :: line
    character(len=len(line)) :: text
    integer :: bang
    bang = index(line, '!')
    if (bang > 0) then
      text = line(1:bang-1)
    else
      text = line
    end if
  end function strip_comment

  ! The highest state number in the deck, so that the states can be allocated first.
  integer function count_states(unit)
    integer, intent(in) :: unit
    character(len=line_len) :: line
    character(len=word_len) :: word
    integer :: ios, pos, n
    count_states = 0
    do
      read(unit, '(a)', iostat=ios) line
      if (ios < 0) exit
      if (ios > 0) call report_error('read_input', 'error reading the deck')
      line = strip_comment(line)
      pos = 1
      call next_word(line, pos, word)
      call to_lower(word)
      if (word /= 'state') cycle
      call next_word(line, pos, word)
      read(word, *, iostat=ios) n
      if (ios /= 0) call report_error('read_input', 'state without a number: '//trim(line))
      count_states = max(count_states, n)
    end do
    rewind(unit)
  end function count_states

  subroutine read_state(line, pos)
    character(len=*), intent(in) :: line
    integer, intent(inout) :: pos
    character(len=word_len) :: word, key, value
    integer :: n, ios
    call next_word(line, pos, word)
    read(word, *, iostat=ios) n
    if (ios /= 0) call report_error('read_input', 'bad state number '//trim(word))
    if (states(n)%defined) call report_error('read_input', 'state defined twice')
    write(g_out, '(a)') ' '
    write(g_out, '(a,i2)') ' Reading specification for state ', n
    write(g_out, '(a)') ' '
    states(n)%defined = .true.
    do
      call next_word(line, pos, word)
      if (len_trim(word) == 0) exit
      call split_key(word, key, value)
      select case (key)
      case ('xvel')
        call read_value('xvel', value, states(n)%xvel)
      case ('yvel')
        call read_value('yvel', value, states(n)%yvel)
      case ('xmin')
        call read_value('state xmin', value, states(n)%xmin)
      case ('ymin')
        call read_value('state ymin', value, states(n)%ymin)
      case ('xmax')
        call read_value('state xmax', value, states(n)%xmax)
      case ('ymax')
        call read_value('state ymax', value, states(n)%ymax)
      case ('radius')
        call read_value('state radius', value, states(n)%radius)
      case ('density')
        call read_value('state density', value, states(n)%density)
      case ('energy')
        call read_value('state energy', value, states(n)%energy)
      case ('geometry')
        call to_lower(value)
        select case (value)
        case ('rectangle')
          states(n)%geometry = g_rect
          write(g_out, '(1x,a26)') 'state geometry rectangular'
        case ('circle', 'circular')
          states(n)%geometry = g_circ
          write(g_out, '(1x,a25)') 'state geometry circular'
        case ('point')
          states(n)%geometry = g_point
          write(g_out, '(1x,a20)') 'state geometry point'
        case default
          call report_error('read_input', 'unknown geometry '//trim(value))
        end select
      case default
        call report_error('read_input', 'unknown state keyword '//trim(key))
      end select
    end do
  end subroutine read_state

  subroutine read_input()
    character(len=line_len) :: line
    character(len=word_len) :: word, key, value
    integer :: ios, pos, nstates, err
    logical :: in_clover, seen_end

    ! Defaults, as a deck that sets nothing would run.
    grid_xmin = 0.0_rk
    grid_ymin = 0.0_rk
    grid_xmax = 100.0_rk
    grid_ymax = 100.0_rk
    grid_x_cells = 10
    grid_y_cells = 10
    end_time = 10.0_rk
    end_step = g_ibig
    complete = .false.
    visit_frequency = 0
    summary_frequency = 10
    dtinit = 0.1_rk
    dtmax = 1.0_rk
    dtmin = 0.0000001_rk
    dtrise = 1.5_rk
    dtc_safe = 0.7_rk
    dtu_safe = 0.5_rk
    dtv_safe = 0.5_rk
    dtdiv_safe = 0.7_rk
    use_vanleer = .true.
    profiler_on = .false.

    open(unit=g_in, file='clover.in', status='old', action='read', iostat=ios)
    if (ios /= 0) call report_error('read_input', 'cannot open clover.in')

    nstates = count_states(g_in)
    if (nstates < 1) call report_error('read_input', 'no states defined')
    allocate(states(nstates), stat=err)
    if (err /= 0) call report_error('read_input', 'cannot allocate the states')
    number_of_states = nstates
    states(:)%defined = .false.
    states(:)%xvel = 0.0_rk
    states(:)%yvel = 0.0_rk
    states(:)%geometry = g_rect
    states(:)%radius = 0.0_rk

    write(g_out, '(a)') ' Reading input file'
    write(g_out, '(a)') ' '
    in_clover = .false.
    seen_end = .false.
    do
      read(g_in, '(a)', iostat=ios) line
      if (ios < 0) exit
      if (ios > 0) call report_error('read_input', 'error reading the deck')
      line = strip_comment(line)
      pos = 1
      call next_word(line, pos, word)
      if (len_trim(word) == 0) cycle
      call to_lower(word)
      if (word == '*clover') then
        in_clover = .true.
        cycle
      end if
      if (word == '*endclover') then
        seen_end = .true.
        exit
      end if
      if (.not. in_clover) cycle
      if (word == 'state') then
        call read_state(line, pos)
        cycle
      end if
      ! A line of keyword=value pairs.
      do
        call split_key(word, key, value)
        select case (key)
        case ('initial_timestep')
          call read_value(key, value, dtinit)
        case ('max_timestep')
          call read_value(key, value, dtmax)
        case ('timestep_rise')
          call read_value(key, value, dtrise)
        case ('end_time')
          call read_value(key, value, end_time)
        case ('end_step')
          call read_value(key, value, end_step)
        case ('xmin')
          call read_value(key, value, grid_xmin)
        case ('xmax')
          call read_value(key, value, grid_xmax)
        case ('ymin')
          call read_value(key, value, grid_ymin)
        case ('ymax')
          call read_value(key, value, grid_ymax)
        case ('x_cells')
          call read_value(key, value, grid_x_cells)
        case ('y_cells')
          call read_value(key, value, grid_y_cells)
        case ('visit_frequency')
          call read_value(key, value, visit_frequency)
        case ('summary_frequency')
          call read_value(key, value, summary_frequency)
        case ('use_donor_cell')
          use_vanleer = .false.
          write(g_out, '(1x,a25)') 'using donor cell'
        case ('profiler_on')
          profiler_on = .true.
          write(g_out, '(1x,a25)') 'profiler on'
        case default
          call report_warning('read_input', 'unknown keyword '//trim(key))
        end select
        call next_word(line, pos, word)
        if (len_trim(word) == 0) exit
      end do
    end do
    close(g_in)

    if (.not. seen_end) call report_warning('read_input', 'no *endclover in the deck')
    if (.not. all(states(:)%defined)) call report_error('read_input', 'a state is missing')
    ! The first state is the background: it fills the whole mesh.
    states(1)%xmin = grid_xmin
    states(1)%xmax = grid_xmax
    states(1)%ymin = grid_ymin
    states(1)%ymax = grid_ymax
    write(g_out, '(a)') ' '
    write(g_out, '(a)') ' Input read finished.'
    write(g_out, '(a)') ' '
  end subroutine read_input

end module parse_module
