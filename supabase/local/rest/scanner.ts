/**
 * A cursor over one query-string value for the hand-written parsers in grammar.ts. Failures throw
 * QueryParseError with PostgREST's wording: `"failed to parse filter (x)" (line 1, column 3)` and
 * `unexpected "y" expecting …`, so clients see the same PGRST100 bodies.
 */
import { QueryParseError } from './errors.ts';

export class Scanner {
  pos = 0;

  constructor(
    readonly input: string,
    /** What is being parsed, for the message: "filter", "select parameter", "order" … */
    readonly what: string,
  ) {}

  get atEnd(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  startsWith(text: string): boolean {
    return this.input.startsWith(text, this.pos);
  }

  /** Consumes `text` when it comes next. */
  eat(text: string): boolean {
    if (!this.startsWith(text)) return false;
    this.pos += text.length;
    return true;
  }

  expect(text: string, label = JSON.stringify(text)): void {
    if (!this.eat(text)) this.fail(label);
  }

  /** Skips spaces and tabs (PostgREST's `lexeme`). */
  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** Runs `parse`, restoring the position and returning undefined when it fails (Parsec's `try`). */
  attempt<T>(parse: () => T): T | undefined {
    const start = this.pos;
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof QueryParseError)) throw error;
      this.pos = start;
      return undefined;
    }
  }

  fail(expecting: string): never {
    const found = this.atEnd
      ? 'end of input'
      : JSON.stringify(String.fromCodePoint(this.input.codePointAt(this.pos)!));
    throw new QueryParseError(
      `"failed to parse ${this.what} (${this.input})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }
}
