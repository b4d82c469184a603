/**
 * A reader for pg_node_tree, PostgreSQL's text form of parse trees (a view's rule in
 * pg_rewrite.ev_action): `{TYPE :field value …}` nodes, `(…)` lists, `<>` for null, and a backslash
 * escaping the next character. Only what the type generator needs: fields keep their first value
 * as a string, a node or a list.
 *
 * @example parseNodeTree('({QUERY :targetList ({TARGETENTRY :resno 1 :resname id})})')
 *   // [{ _type: 'QUERY', targetList: [{ _type: 'TARGETENTRY', resno: '1', resname: 'id' }] }]
 */
export type Node = string | null | Node[] | { [field: string]: Node };

interface Token {
  text: string;
  /** True when the token contained an escape, so it cannot be syntax (`(`, `:name`, `<>`). */
  escaped: boolean;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === ' ' || c === '\n' || c === '\t') {
      i += 1;
    } else if (c === '(' || c === ')' || c === '{' || c === '}') {
      tokens.push({ text: c, escaped: false });
      i += 1;
    } else {
      let text = '';
      let escaped = false;
      while (i < source.length && !' \n\t(){}'.includes(source[i]!)) {
        if (source[i] === '\\' && i + 1 < source.length) {
          escaped = true;
          i += 1;
        }
        text += source[i];
        i += 1;
      }
      tokens.push({ text, escaped });
    }
  }
  return tokens;
}

const isSyntax = (token: Token | undefined, text: string) =>
  token !== undefined && !token.escaped && token.text === text;
const isField = (token: Token | undefined) =>
  token !== undefined && !token.escaped && token.text.startsWith(':');

/** Parses a pg_node_tree's text into nested objects (`_type` names each node) and arrays. */
export function parseNodeTree(source: string): Node {
  const tokens = tokenize(source);
  let at = 0;

  function value(): Node {
    const token = tokens[at++];
    if (token === undefined) return null;
    if (isSyntax(token, '{')) {
      const node: { [field: string]: Node } = { _type: tokens[at++]?.text ?? '' };
      while (at < tokens.length && !isSyntax(tokens[at], '}')) {
        const field = tokens[at++]!;
        if (!isField(field)) continue;
        node[field.text.slice(1)] = isField(tokens[at]) || isSyntax(tokens[at], '}') ? null : value();
        // Some fields print several values (a constant's bytes); only the first is kept.
        while (at < tokens.length && !isField(tokens[at]) && !isSyntax(tokens[at], '}')) value();
      }
      at += 1;
      return node;
    }
    if (isSyntax(token, '(')) {
      const list: Node[] = [];
      while (at < tokens.length && !isSyntax(tokens[at], ')')) list.push(value());
      at += 1;
      return list;
    }
    if (isSyntax(token, '<>')) return null;
    return token.text;
  }

  return value();
}
