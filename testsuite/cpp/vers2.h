int included_vers2;
