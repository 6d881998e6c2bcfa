int found_in_idirafter;
