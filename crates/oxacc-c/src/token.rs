//! C tokens (C17 §6.4): keywords (§6.4.1), identifiers (§6.4.2), constants (§6.4.4), string
//! literals (§6.4.5) and punctuators (§6.4.6), plus the GNU keywords that glibc headers and HPC
//! code use. The classification of an identifier-or-punctuator spelling is a logos lexer over
//! the spelling of one preprocessing token (see `lexer.rs`).

use logos::Logos;
use oxacc_source::Span;
use smol_str::SmolStr;

#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    // ---- C17 keywords (§6.4.1) ----
    #[token("auto")]
    Auto,
    #[token("break")]
    Break,
    #[token("case")]
    Case,
    #[token("char")]
    Char,
    #[token("const")]
    #[token("__const")]
    #[token("__const__")]
    Const,
    #[token("continue")]
    Continue,
    #[token("default")]
    Default,
    #[token("do")]
    Do,
    #[token("double")]
    Double,
    #[token("else")]
    Else,
    #[token("enum")]
    Enum,
    #[token("extern")]
    Extern,
    #[token("float")]
    Float,
    #[token("for")]
    For,
    #[token("goto")]
    Goto,
    #[token("if")]
    If,
    #[token("inline")]
    #[token("__inline")]
    #[token("__inline__")]
    Inline,
    #[token("int")]
    Int,
    #[token("long")]
    Long,
    #[token("register")]
    Register,
    #[token("restrict")]
    #[token("__restrict")]
    #[token("__restrict__")]
    Restrict,
    #[token("return")]
    Return,
    #[token("short")]
    Short,
    #[token("signed")]
    #[token("__signed")]
    #[token("__signed__")]
    Signed,
    #[token("sizeof")]
    Sizeof,
    #[token("static")]
    Static,
    #[token("struct")]
    Struct,
    #[token("switch")]
    Switch,
    #[token("typedef")]
    Typedef,
    #[token("union")]
    Union,
    #[token("unsigned")]
    Unsigned,
    #[token("void")]
    Void,
    #[token("volatile")]
    #[token("__volatile")]
    #[token("__volatile__")]
    Volatile,
    #[token("while")]
    While,
    #[token("_Alignas")]
    Alignas,
    #[token("_Alignof")]
    #[token("__alignof")]
    #[token("__alignof__")]
    Alignof,
    #[token("_Atomic")]
    Atomic,
    #[token("_Bool")]
    Bool,
    #[token("_Complex")]
    #[token("__complex__")]
    Complex,
    #[token("_Generic")]
    Generic,
    #[token("_Imaginary")]
    Imaginary,
    #[token("_Noreturn")]
    Noreturn,
    #[token("_Static_assert")]
    StaticAssert,
    #[token("_Thread_local")]
    #[token("__thread")]
    ThreadLocal,

    // ---- GNU extensions ----
    #[token("__attribute__")]
    #[token("__attribute")]
    Attribute,
    #[token("asm")]
    #[token("__asm")]
    #[token("__asm__")]
    Asm,
    #[token("__extension__")]
    Extension,
    #[token("typeof")]
    #[token("__typeof")]
    #[token("__typeof__")]
    Typeof,
    #[token("__int128")]
    #[token("__int128_t")]
    Int128,
    #[token("__builtin_va_arg")]
    BuiltinVaArg,
    #[token("__builtin_offsetof")]
    BuiltinOffsetof,
    #[token("__builtin_types_compatible_p")]
    BuiltinTypesCompatibleP,
    #[token("__real__")]
    #[token("__real")]
    Real,
    #[token("__imag__")]
    #[token("__imag")]
    Imag,
    #[token("__label__")]
    Label,
    #[token("__auto_type")]
    AutoType,
    /// `_Float128` and friends (ISO/IEC TS 18661-3, which glibc's headers mention).
    #[token("_Float16")]
    #[token("_Float32")]
    #[token("_Float64")]
    #[token("_Float128")]
    #[token("_Float32x")]
    #[token("_Float64x")]
    #[token("_Float128x")]
    #[token("__float128")]
    #[token("__float80")]
    #[token("__fp16")]
    FloatN,
    #[token("_Decimal32")]
    #[token("_Decimal64")]
    #[token("_Decimal128")]
    Decimal,

    #[regex("[A-Za-z_$\u{80}-\u{10FFFF}][A-Za-z0-9_$\u{80}-\u{10FFFF}]*")]
    Ident,

    // ---- constants and literals (the spelling is classified by `literal.rs`) ----
    Number,
    CharLit,
    StringLit,

    // ---- punctuators (§6.4.6), digraphs mapped to what they stand for ----
    #[token("[")]
    #[token("<:")]
    LBracket,
    #[token("]")]
    #[token(":>")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("{")]
    #[token("<%")]
    LBrace,
    #[token("}")]
    #[token("%>")]
    RBrace,
    #[token(".")]
    Dot,
    #[token("->")]
    Arrow,
    #[token("++")]
    PlusPlus,
    #[token("--")]
    MinusMinus,
    #[token("&")]
    Amp,
    #[token("*")]
    Star,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("^")]
    Caret,
    #[token("|")]
    Pipe,
    #[token("&&")]
    AmpAmp,
    #[token("||")]
    PipePipe,
    #[token("?")]
    Question,
    #[token(":")]
    Colon,
    #[token(";")]
    Semi,
    #[token("...")]
    Ellipsis,
    #[token("=")]
    Eq,
    #[token("*=")]
    StarEq,
    #[token("/=")]
    SlashEq,
    #[token("%=")]
    PercentEq,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("<<=")]
    ShlEq,
    #[token(">>=")]
    ShrEq,
    #[token("&=")]
    AmpEq,
    #[token("^=")]
    CaretEq,
    #[token("|=")]
    PipeEq,
    #[token(",")]
    Comma,
    /// `#` and `##` only reach the parser when misplaced; they are errors there.
    #[token("#")]
    #[token("%:")]
    Hash,
    #[token("##")]
    #[token("%:%:")]
    HashHash,

    /// A character that is no token (stray `@`, `` ` ``, a lone `\`).
    Unknown,
    /// `#pragma acc` / `#pragma omp` start and end (see [`oxacc_cpp::PpTokenKind::PragmaBegin`]).
    PragmaBegin,
    PragmaEnd,
    Eof,
}

impl TokenKind {
    /// How the token is spelled in diagnostics ("expected ';'").
    pub fn describe(self) -> &'static str {
        use TokenKind::*;
        match self {
            LBracket => "'['",
            RBracket => "']'",
            LParen => "'('",
            RParen => "')'",
            LBrace => "'{'",
            RBrace => "'}'",
            Semi => "';'",
            Colon => "':'",
            Comma => "','",
            Eq => "'='",
            Ident => "identifier",
            Eof => "end of file",
            While => "'while'",
            _ => "token",
        }
    }

    /// The binary operator precedence (C17 §6.5.5–§6.5.14); higher binds tighter.
    pub fn binary_precedence(self) -> Option<u8> {
        use TokenKind::*;
        Some(match self {
            PipePipe => 1,
            AmpAmp => 2,
            Pipe => 3,
            Caret => 4,
            Amp => 5,
            EqEq | Ne => 6,
            Lt | Gt | Le | Ge => 7,
            Shl | Shr => 8,
            Plus | Minus => 9,
            Star | Slash | Percent => 10,
            _ => return None,
        })
    }
}

/// One C token. `text` is the spelling (for literals and identifiers the parser needs it; for
/// keywords it is kept for diagnostics).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: TokenKind,
    pub text: SmolStr,
    pub span: Span,
    /// First token on its source line (directive tokens use it; `#pragma` recovery too).
    pub at_line_start: bool,
}
