/** A lexeme of a formula: a number or one of the operators and brackets. */
type TLexeme = { kind: 'num'; value: number } | { kind: '+' | '-' | '*' | '/' | '^' | '(' | ')' };

/** Deeper nesting than this is not a formula anyone writes; refusing it keeps the stack safe. */
const MAX_DEPTH = 200;

const NUMBER_AT = /\d+\.?\d*|\.\d+/y;

/**
 * Splits formula text into lexemes. `**` and `^` both mean power. Returns undefined on a character
 * the grammar does not know (callers strip those first, as the spec asks).
 */
function lex(parts: ReadonlyArray<string | number>): TLexeme[] | undefined {
  const lexemes: TLexeme[] = [];
  for (const part of parts) {
    if (typeof part === 'number') {
      lexemes.push({ kind: 'num', value: part });
      continue;
    }
    let i = 0;
    while (i < part.length) {
      const char = part.charAt(i);
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') {
        i += 1;
        continue;
      }
      NUMBER_AT.lastIndex = i;
      const match = NUMBER_AT.exec(part);
      if (match) {
        lexemes.push({ kind: 'num', value: Number(match[0]) });
        i += match[0].length;
        continue;
      }
      if (char === '*' && part.charAt(i + 1) === '*') {
        lexemes.push({ kind: '^' });
        i += 2;
        continue;
      }
      if (
        char === '+' ||
        char === '-' ||
        char === '*' ||
        char === '/' ||
        char === '^' ||
        char === '(' ||
        char === ')'
      ) {
        lexemes.push({ kind: char });
        i += 1;
        continue;
      }
      return undefined;
    }
  }
  return lexemes;
}

class ParseFailure {}

/**
 * Recursive descent over the grammar
 *   expr    = term (('+' | '-') term)*
 *   term    = unary (('*' | '/') unary)*
 *   unary   = ('+' | '-') unary | power
 *   power   = primary ('^' unary)?
 *   primary = number | '(' expr ')'
 * Power binds tighter than a leading minus and is right-associative (-2^2 = -4, 2^3^2 = 512),
 * as in written mathematics; an exponent may carry its own sign (2^-1 = 0.5).
 */
class Parser {
  private position = 0;
  private depth = 0;

  constructor(private readonly lexemes: readonly TLexeme[]) {}

  parse(): number {
    const value = this.expr();
    if (this.position !== this.lexemes.length) throw new ParseFailure();
    return value;
  }

  private peek(): TLexeme | undefined {
    return this.lexemes[this.position];
  }

  private enter(): void {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) throw new ParseFailure();
  }

  private expr(): number {
    let value = this.term();
    for (let next = this.peek(); next?.kind === '+' || next?.kind === '-'; next = this.peek()) {
      this.position += 1;
      const right = this.term();
      value = next.kind === '+' ? value + right : value - right;
    }
    return value;
  }

  private term(): number {
    let value = this.unary();
    for (let next = this.peek(); next?.kind === '*' || next?.kind === '/'; next = this.peek()) {
      this.position += 1;
      const right = this.unary();
      value = next.kind === '*' ? value * right : value / right;
    }
    return value;
  }

  private unary(): number {
    const next = this.peek();
    if (next?.kind === '+' || next?.kind === '-') {
      this.position += 1;
      this.enter();
      const operand = this.unary();
      this.depth -= 1;
      return next.kind === '-' ? -operand : operand;
    }
    return this.power();
  }

  private power(): number {
    const base = this.primary();
    if (this.peek()?.kind !== '^') return base;
    this.position += 1;
    this.enter();
    const exponent = this.unary();
    this.depth -= 1;
    return base ** exponent;
  }

  private primary(): number {
    const next = this.peek();
    if (next?.kind === 'num') {
      this.position += 1;
      return next.value;
    }
    if (next?.kind !== '(') throw new ParseFailure();
    this.position += 1;
    this.enter();
    const value = this.expr();
    this.depth -= 1;
    if (this.peek()?.kind !== ')') throw new ParseFailure();
    this.position += 1;
    return value;
  }
}

/**
 * Evaluates an arithmetic expression given as text pieces and already-resolved operands (a number
 * part is one operand, so a negative token value stays one operand: `(-3)^2`, not `-(3^2)`).
 * Returns undefined when the text is not a well-formed expression or the result is not finite.
 * Never evaluates code: this is a parser, not `eval`.
 */
export function evaluateExpression(parts: ReadonlyArray<string | number>): number | undefined {
  const lexemes = lex(parts);
  if (!lexemes || lexemes.length === 0) return undefined;
  try {
    const value = new Parser(lexemes).parse();
    return Number.isFinite(value) ? value : undefined;
  } catch (error) {
    if (error instanceof ParseFailure) return undefined;
    throw error;
  }
}
