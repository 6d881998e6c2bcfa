! Arrays: array constructors with character items of run-time length (§7.8): a type-spec
! `[character(len=n) :: …]` with `n` a dummy or an expression (items padded or truncated,
! also unrolled implied DOs and items that are elements of the array being assigned), items
! that are character dummies or TRIM results whose lengths agree at run time, passed to
! assumed-shape CHARACTER(*) dummies, assigned to deferred-length, automatic-length and
! fixed-length arrays, and written directly.
! expect-exit: 0
! expect-stdout:
! | 3 6: [name  ] [value ] [units ]
! | 3 7: [units  ] [value  ] [name   ]
! | 2 4: [valu] [unit]
! | 3 3: [nam] [val] [uni]
! | 3 4: [uni ] [val ] [nam ]
! | 2 1: [v] [u]
! | 2 4: [one ] [thre]
! | 5 6: [one   ] [lit   ] [three ] [one   ] [hre   ]
! | 2 3: [abc] [xyz]
! | 3 5: [abc  ] [xyz  ] [abc  ]
! | abc  xyz  abc  
! | 2 4: [xyz ] [abc ]
! | 2 4: [abc ] [xyz ]
! | 3 6: [alpha ] [beta  ] [gamma-]
! | 3 3: [alp] [gam] [zz ]
! | alpha
! | beta 
module text_table
  implicit none
contains
  subroutine show(words)
    character(len=*), intent(in) :: words(:)
    integer :: k
    write(*, '(i0,1x,i0,":",*(:," [",a,"]"))') size(words), len(words), (words(k), k = 1, size(words))
  end subroutine show

  subroutine header(width, c1, c2, c3)
    integer, intent(in) :: width
    character(len=*), intent(in) :: c1, c2, c3
    character(len=:), allocatable :: cols(:)
    integer :: i
    cols = [character(len=width) :: c1, c2, c3]
    call show(cols)
    cols = [character(len=width + 1) :: (cols(i), i = 3, 1, -1)]
    call show(cols)
    cols = [character(len=width - 2) :: cols(2), cols(1)]
    call show(cols)
  end subroutine header

  subroutine pair(a, b, n)
    character(len=*), intent(in) :: a, b
    integer, intent(in) :: n
    character(len=:), allocatable :: list(:)
    list = [character(len=n) :: a, b]
    call show(list)
    list = [character(len=n+2) :: a, 'lit', b, list(1), list(2)(2:)]
    call show(list)
  end subroutine pair

  subroutine same(x, y)
    character(len=*), intent(in) :: x, y
    character(len=len(x)) :: copy(3)
    character(len=4) :: fixed(2)
    call show([trim(x), trim(y)])
    copy = [x, y, x]
    call show(copy)
    write(*, '(3a)') [x, y, x]
    fixed = [y, x]
    call show(fixed)
    fixed = [character(len=len(x)) :: fixed(2), fixed(1)]
    call show(fixed)
  end subroutine same
end module text_table

program runtime_length_constructors
  use text_table
  implicit none
  character(len=:), allocatable :: names(:)
  character(len=8) :: a = 'alpha', b = 'beta'
  integer :: n
  call header(6, 'name', 'value', 'units')
  call header(3, 'name', 'value', 'units')
  call pair('one', 'three', 4)
  call same('abc  ', 'xyz  ')
  n = 6
  names = [character(len=n) :: a, b, 'gamma-delta']
  call show(names)
  names = [character(len=n / 2) :: names(1), names(3), 'zz']
  call show(names)
  write(*, '(a)') [character(len=n - 1) :: a, b]
end program runtime_length_constructors
