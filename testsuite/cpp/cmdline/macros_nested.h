#define NESTED_IMACROS(x) (x + FROM_IMACROS)
nested_text_is_discarded_too
