program probe
  use sums
  implicit none
  print '(a,i0)', 'triangle ', triangle(100)
end program probe
