int main(int argc, char **argv)
{
    switch (argc) {
    case 1:
        continue;
    }
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:9: 'continue' statement not in loop statement
