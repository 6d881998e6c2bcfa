/* -include: read before the main file's first line, its text kept. */
int forced_first = NESTED_IMACROS(1);
#ifdef MAIN_FILE_SEEN
#error "-include must come before the main file"
#endif
