int main(void)
{
    case 1:
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 3:5: 'case' statement not in switch statement
