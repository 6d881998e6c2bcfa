struct opaque;

int main(void)
{
    struct opaque o;
    return 0;
}

// Expected diagnostics (as clang-22 -fsyntax-only reports them):
// expect-error: 5:19: variable has incomplete type 'struct opaque'
