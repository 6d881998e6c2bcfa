//! GNU inline assembly for x86-64 (GCC manual, "Extended Asm"; clang's
//! `AsmStmt::AnalyzeAsmString` and `SimplifyConstraint`): operand constraints are
//! validated and translated to LLVM's constraint syntax, templates to LLVM's
//! template syntax (`%0` → `$0`, `%k0` → `${0:k}`, `%[name]` → `$N`, `%%` → `%`,
//! `%=` → `${:uid}`, `$` → `$$`). Sema validates with these functions and
//! lowering builds the OIR `inline_asm` from them, so both agree.

use smol_str::SmolStr;

/// What one operand constraint allows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Constraint {
    /// `+`: the output is read as well.
    pub read_write: bool,
    /// `&`: written before the inputs are consumed.
    pub early_clobber: bool,
    pub allows_reg: bool,
    pub allows_mem: bool,
    /// The output this input must share a location with (`"0"`, `"[name]"`).
    pub tied: Option<usize>,
    /// LLVM's spelling of the alternatives, without `=`, `+`, `&` or `*`.
    pub llvm: String,
}

impl Constraint {
    /// Only memory: the operand is passed by address (an indirect constraint).
    pub fn memory_only(&self) -> bool {
        self.allows_mem && !self.allows_reg && self.tied.is_none()
    }
}

/// Letters that name a register class (GCC machine constraints for i386 included).
fn is_reg_letter(c: char) -> bool {
    matches!(
        c,
        'r' | 'q'
            | 'Q'
            | 'R'
            | 'l'
            | 'a'
            | 'b'
            | 'c'
            | 'd'
            | 'S'
            | 'D'
            | 'A'
            | 'f'
            | 't'
            | 'u'
            | 'x'
            | 'y'
            | 'v'
            | 'k'
            | 'g'
            | 'X'
    )
}

fn is_mem_letter(c: char) -> bool {
    matches!(c, 'm' | 'o' | 'V' | '<' | '>' | 'g' | 'X')
}

fn is_imm_letter(c: char) -> bool {
    matches!(
        c,
        'i' | 'n'
            | 'E'
            | 'F'
            | 's'
            | 'p'
            | 'I'
            | 'J'
            | 'K'
            | 'L'
            | 'M'
            | 'N'
            | 'O'
            | 'e'
            | 'Z'
            | 'G'
            | 'C'
            | 'W'
    )
}

/// Translates the alternatives after the leading `=`/`+`; `outputs` gives the names of
/// the outputs for `[name]` and digit references (inputs only). `None`: invalid.
fn translate(body: &str, output: bool, outputs: &[Option<SmolStr>]) -> Option<Constraint> {
    let mut c = Constraint::default();
    let chars: Vec<char> = body.chars().collect();
    let mut i = 0;
    let mut any = false;
    while i < chars.len() {
        let ch = chars[i];
        match ch {
            '&' => {
                if !output {
                    return None;
                }
                c.early_clobber = true;
                c.llvm.push('&');
            }
            '%' => {
                if output {
                    return None;
                }
                c.llvm.push('%');
            }
            '*' | '?' | '!' => {}
            '#' => {
                while i + 1 < chars.len() && chars[i + 1] != ',' {
                    i += 1;
                }
            }
            ',' => c.llvm.push('|'),
            '0'..='9' => {
                if output {
                    return None;
                }
                let start = i;
                while i + 1 < chars.len() && chars[i + 1].is_ascii_digit() {
                    i += 1;
                }
                let n: usize = chars[start..=i].iter().collect::<String>().parse().ok()?;
                if n >= outputs.len() {
                    return None;
                }
                c.tied = Some(n);
                c.llvm.push_str(&n.to_string());
                any = true;
            }
            '[' => {
                if output {
                    return None;
                }
                let close = chars[i..].iter().position(|&x| x == ']')? + i;
                let name: String = chars[i + 1..close].iter().collect();
                let n = outputs
                    .iter()
                    .position(|o| o.as_deref() == Some(name.as_str()))?;
                c.tied = Some(n);
                c.llvm.push_str(&n.to_string());
                i = close;
                any = true;
            }
            'g' => {
                c.allows_reg = true;
                c.allows_mem = true;
                c.llvm.push_str("imr");
                any = true;
            }
            'Y' => {
                // Two-letter i386 constraints (`Yz`, `Yi`, …): LLVM marks them with `^`.
                let next = *chars.get(i + 1)?;
                c.allows_reg = true;
                c.llvm.push_str(&format!("^Y{next}"));
                i += 1;
                any = true;
            }
            _ if is_reg_letter(ch) || is_mem_letter(ch) || is_imm_letter(ch) => {
                if is_reg_letter(ch) {
                    c.allows_reg = true;
                }
                if is_mem_letter(ch) {
                    c.allows_mem = true;
                }
                match ch {
                    'a' => c.llvm.push_str("{ax}"),
                    'b' => c.llvm.push_str("{bx}"),
                    'c' => c.llvm.push_str("{cx}"),
                    'd' => c.llvm.push_str("{dx}"),
                    'S' => c.llvm.push_str("{si}"),
                    'D' => c.llvm.push_str("{di}"),
                    't' => c.llvm.push_str("{st}"),
                    'u' => c.llvm.push_str("{st(1)}"),
                    _ => c.llvm.push(ch),
                }
                any = true;
            }
            _ => return None,
        }
        i += 1;
    }
    any.then_some(c)
}

/// An output constraint (`=r`, `+m`, `=&a`, …); `None` when invalid (clang: "invalid
/// output constraint '…' in asm").
pub fn output_constraint(text: &str) -> Option<Constraint> {
    let (rw, body) = if let Some(b) = text.strip_prefix('=') {
        (false, b)
    } else if let Some(b) = text.strip_prefix('+') {
        (true, b)
    } else {
        return None;
    };
    let mut c = translate(body, true, &[])?;
    c.read_write = rw;
    (c.allows_reg || c.allows_mem).then_some(c)
}

/// An input constraint; `outputs` are the names of the outputs (`None` when unnamed), for
/// matching constraints. `None` when invalid (clang: "invalid input constraint '…' in asm").
pub fn input_constraint(text: &str, outputs: &[Option<SmolStr>]) -> Option<Constraint> {
    if text.starts_with(['=', '+']) {
        return None;
    }
    translate(text, false, outputs)
}

/// The canonical name of an x86-64 register as LLVM's `{…}` constraints and clobbers
/// spell it (`eax`/`rax`/`al` → `ax`, `r8d` → `r8`), or `None` for an unknown name.
pub fn register_name(name: &str) -> Option<String> {
    let n = name.strip_prefix('%').unwrap_or(name);
    let base = match n {
        "rax" | "eax" | "ax" | "al" | "ah" => "ax",
        "rbx" | "ebx" | "bx" | "bl" | "bh" => "bx",
        "rcx" | "ecx" | "cx" | "cl" | "ch" => "cx",
        "rdx" | "edx" | "dx" | "dl" | "dh" => "dx",
        "rsi" | "esi" | "si" | "sil" => "si",
        "rdi" | "edi" | "di" | "dil" => "di",
        "rbp" | "ebp" | "bp" | "bpl" => "bp",
        "rsp" | "esp" | "sp" | "spl" => "sp",
        "st" | "st(0)" => "st",
        _ => {
            if let Some(r) = n.strip_prefix('r') {
                let digits: String = r.chars().take_while(char::is_ascii_digit).collect();
                let rest = &r[digits.len()..];
                if let Ok(k) = digits.parse::<u32>() {
                    if (8..=15).contains(&k) && matches!(rest, "" | "d" | "w" | "b") {
                        return Some(format!("r{k}"));
                    }
                }
                return None;
            }
            for (prefix, max) in [("xmm", 31), ("ymm", 31), ("zmm", 31), ("st(", 7), ("k", 7)] {
                if let Some(r) = n.strip_prefix(prefix) {
                    let r = r.strip_suffix(')').unwrap_or(r);
                    if r.parse::<u32>().is_ok_and(|k| k <= max) {
                        return Some(n.to_string());
                    }
                }
            }
            return None;
        }
    };
    Some(base.to_string())
}

/// The LLVM clobber of a GNU clobber name: `memory`, `cc`, or a register. `None` for an
/// unknown register (clang: "unknown register name '…' in asm").
pub fn clobber(name: &str) -> Option<String> {
    match name {
        "memory" => Some("~{memory}".into()),
        "cc" => Some("~{cc}".into()),
        "dirflag" | "fpsr" | "flags" => Some(format!("~{{{name}}}")),
        _ => register_name(name).map(|r| format!("~{{{r}}}")),
    }
}

/// Translates a template to LLVM's syntax. Extended asm (`extended`) interprets `%`:
/// operands by number (`%0`, below `n_operands`) or by name (`%[x]`, `names` lists every
/// operand's name in order), with an optional modifier letter (`%k0` → `${0:k}`);
/// `%%`, `%{`, `%}` and `%|` are the characters, `%=` a number unique to the instance.
/// Basic asm keeps `%` as it is. `$` is doubled in both.
pub fn translate_template(
    text: &str,
    extended: bool,
    n_operands: usize,
    names: &[Option<SmolStr>],
) -> Result<String, (&'static str, usize)> {
    let n_plus = n_operands.saturating_sub(names.len());
    translate_goto_template(text, extended, names, n_plus, &[])
}

/// [`translate_template`] with GCC's full operand numbering: the `names.len()` outputs and
/// inputs, then one hidden input per `+` output (`n_plus`, the same location as its output),
/// then the labels of `asm goto` (`%l3`, or `%l[name]` by label name). Lowering orders LLVM's
/// constraints the same way (the tied inputs after the inputs, the `!i` labels after them),
/// so the numbers carry over unchanged.
pub fn translate_goto_template(
    text: &str,
    extended: bool,
    names: &[Option<SmolStr>],
    n_plus: usize,
    labels: &[SmolStr],
) -> Result<String, (&'static str, usize)> {
    let n_operands = names.len() + n_plus;
    let n_total = n_operands + labels.len();
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let ch = chars[i];
        i += 1;
        if ch == '$' {
            out.push_str("$$");
            continue;
        }
        if ch != '%' || !extended {
            out.push(ch);
            continue;
        }
        let Some(&first) = chars.get(i) else {
            return Err(("invalid % escape in inline assembly string", i - 1));
        };
        let at = i;
        let mut esc = first;
        i += 1;
        match esc {
            '%' | '{' | '}' | '|' => {
                out.push(esc);
                continue;
            }
            '=' => {
                out.push_str("${:uid}");
                continue;
            }
            _ => {}
        }
        let mut modifier = None;
        if esc.is_ascii_alphabetic() {
            modifier = Some(esc);
            esc = match chars.get(i) {
                Some(&c) => c,
                None => return Err(("invalid % escape in inline assembly string", at)),
            };
            i += 1;
        }
        let n = if esc.is_ascii_digit() {
            let mut n = esc.to_digit(10).unwrap_or(0) as usize;
            while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
                n = n * 10 + d as usize;
                i += 1;
            }
            if n >= n_total {
                return Err((
                    "invalid operand number in inline asm string",
                    i - 1 - (n.to_string().len() - 1),
                ));
            }
            n
        } else if esc == '[' {
            let Some(close) = chars[i..].iter().position(|&c| c == ']') else {
                return Err(("unterminated symbolic operand name in inline asm string", i));
            };
            let name_at = i;
            let name: String = chars[i..i + close].iter().collect();
            i += close + 1;
            let operand = names
                .iter()
                .position(|n| n.as_deref() == Some(name.as_str()));
            let label = labels
                .iter()
                .position(|l| *l == name)
                .map(|l| n_operands + l);
            let found = if modifier == Some('l') {
                label.or(operand)
            } else {
                operand.or(label)
            };
            match found {
                Some(n) => n,
                None => {
                    return Err((
                        "unknown symbolic operand name in inline assembly string",
                        name_at,
                    ))
                }
            }
        } else {
            return Err(("invalid % escape in inline assembly string", i - 1));
        };
        match modifier {
            Some(m) => out.push_str(&format!("${{{n}:{m}}}")),
            None => out.push_str(&format!("${{{n}}}")),
        }
    }
    Ok(out)
}

/// The clobbers clang adds to every x86 asm statement.
pub const X86_DEFAULT_CLOBBERS: &str = "~{dirflag},~{fpsr},~{flags}";

#[cfg(test)]
mod tests {
    use super::*;

    fn names(v: &[Option<&str>]) -> Vec<Option<SmolStr>> {
        v.iter().map(|n| n.map(SmolStr::new)).collect()
    }

    #[test]
    fn templates() {
        let t = |s: &str, n: usize| translate_template(s, true, n, &[]);
        assert_eq!(t("addl %1, %0", 2).unwrap(), "addl ${1}, ${0}");
        assert_eq!(t("movl %%eax, %k0", 1).unwrap(), "movl %eax, ${0:k}");
        assert_eq!(t("mov $1, %q0", 1).unwrap(), "mov $$1, ${0:q}");
        assert_eq!(
            t("%b0 %h0 %w0 %c0 %P0", 1).unwrap(),
            "${0:b} ${0:h} ${0:w} ${0:c} ${0:P}"
        );
        assert_eq!(t("1: jmp 1b%=", 0).unwrap(), "1: jmp 1b${:uid}");
        assert_eq!(t("%{x%|y%}", 0).unwrap(), "{x|y}");
        assert_eq!(t("%12", 13).unwrap(), "${12}");
        assert_eq!(
            t("mov %2", 2),
            Err(("invalid operand number in inline asm string", 5))
        );
        assert_eq!(
            t("%", 2),
            Err(("invalid % escape in inline assembly string", 0))
        );
        assert_eq!(
            t("%!", 2),
            Err(("invalid % escape in inline assembly string", 1))
        );
        let ns = names(&[Some("out"), None, Some("in")]);
        assert_eq!(
            translate_template("add %[in], %k[out]", true, 3, &ns).unwrap(),
            "add ${2}, ${0:k}"
        );
        assert_eq!(
            translate_template("%[nope]", true, 3, &ns),
            Err(("unknown symbolic operand name in inline assembly string", 2))
        );
        // Basic asm: `%` is literal, `$` is still escaped.
        assert_eq!(
            translate_template("movl $0, %eax", false, 0, &[]).unwrap(),
            "movl $$0, %eax"
        );
    }

    #[test]
    fn goto_templates() {
        let labels = [SmolStr::new("yes"), SmolStr::new("no")];
        let ns = names(&[Some("x"), None]);
        let t = |s: &str, plus| translate_goto_template(s, true, &ns, plus, &labels);
        assert_eq!(t("jmp %l2", 0).unwrap(), "jmp ${2:l}");
        assert_eq!(t("jmp %l3 %2", 1).unwrap(), "jmp ${3:l} ${2}");
        assert_eq!(
            t("jne %l[yes]; jmp %l[no]; %[x]", 1).unwrap(),
            "jne ${3:l}; jmp ${4:l}; ${0}"
        );
        assert_eq!(
            t("jmp %l4", 0),
            Err(("invalid operand number in inline asm string", 6))
        );
        assert_eq!(
            t("jmp %l[maybe]", 0),
            Err(("unknown symbolic operand name in inline assembly string", 7))
        );
    }

    #[test]
    fn output_constraints() {
        let c = output_constraint("=r").unwrap();
        assert_eq!(
            (c.llvm.as_str(), c.read_write, c.allows_reg),
            ("r", false, true)
        );
        let c = output_constraint("+m").unwrap();
        assert!(c.read_write && c.memory_only());
        let c = output_constraint("=&r").unwrap();
        assert!(c.early_clobber);
        assert_eq!(c.llvm, "&r");
        assert_eq!(output_constraint("=a").unwrap().llvm, "{ax}");
        assert_eq!(output_constraint("=d").unwrap().llvm, "{dx}");
        assert_eq!(output_constraint("=S").unwrap().llvm, "{si}");
        assert_eq!(output_constraint("=x").unwrap().llvm, "x");
        assert_eq!(output_constraint("=rm").unwrap().llvm, "rm");
        assert_eq!(output_constraint("=g").unwrap().llvm, "imr");
        assert!(output_constraint("r").is_none());
        assert!(output_constraint("=").is_none());
        assert!(output_constraint("=0").is_none());
        assert!(output_constraint("=w").is_none());
    }

    #[test]
    fn input_constraints() {
        let outs = names(&[None, Some("v")]);
        assert_eq!(input_constraint("r", &outs).unwrap().llvm, "r");
        assert_eq!(input_constraint("i", &outs).unwrap().llvm, "i");
        assert_eq!(input_constraint("n", &outs).unwrap().llvm, "n");
        assert_eq!(input_constraint("g", &outs).unwrap().llvm, "imr");
        assert_eq!(input_constraint("c", &outs).unwrap().llvm, "{cx}");
        assert_eq!(input_constraint("D", &outs).unwrap().llvm, "{di}");
        let t = input_constraint("1", &outs).unwrap();
        assert_eq!((t.tied, t.llvm.as_str()), (Some(1), "1"));
        let t = input_constraint("[v]", &outs).unwrap();
        assert_eq!((t.tied, t.llvm.as_str()), (Some(1), "1"));
        assert!(input_constraint("m", &outs).unwrap().memory_only());
        assert!(!input_constraint("rm", &outs).unwrap().memory_only());
        assert_eq!(input_constraint("r,m", &outs).unwrap().llvm, "r|m");
        assert!(input_constraint("2", &outs).is_none());
        assert!(input_constraint("[w]", &outs).is_none());
        assert!(input_constraint("=r", &outs).is_none());
        assert!(input_constraint("", &outs).is_none());
        assert!(input_constraint("&r", &outs).is_none());
    }

    #[test]
    fn clobbers_and_registers() {
        assert_eq!(clobber("memory").unwrap(), "~{memory}");
        assert_eq!(clobber("cc").unwrap(), "~{cc}");
        assert_eq!(clobber("rax").unwrap(), "~{ax}");
        assert_eq!(clobber("%ebx").unwrap(), "~{bx}");
        assert_eq!(clobber("r11").unwrap(), "~{r11}");
        assert_eq!(clobber("r9d").unwrap(), "~{r9}");
        assert_eq!(clobber("xmm7").unwrap(), "~{xmm7}");
        assert!(clobber("r16").is_none());
        assert!(clobber("foo").is_none());
        assert_eq!(register_name("rsp").unwrap(), "sp");
    }
}
