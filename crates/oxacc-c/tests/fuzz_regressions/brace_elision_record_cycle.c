/* A nested redefinition leaves struct lin containing itself (error recovery); brace
   elision into it must stop (found by the parse fuzz target, 2026-11-25: it looped). */
struct lin { x);
struct lin { double a, b; };
};
struct lin f = {2.0};
