// expect: 3:5: error: unterminated comment
int x;
int /* no end
