int main(void)
{
    break;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:5: 'break' statement not in loop or switch statement
