int forced_second = FROM_IMACROS;
