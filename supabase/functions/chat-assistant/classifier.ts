/**
 * A small text classifier: multinomial naive Bayes over the words and word pairs of labelled
 * examples, trained in memory in a few milliseconds when the agent first reads a message. Words it
 * never saw say nothing either way (a product name does not sway the intent); each label counts
 * alike whatever the number of its examples. Pure, no dependencies, the same in Deno and Node.
 *
 * @example const model = train([{ text: 'show me dresses', label: 'find' }, …]);
 *          classify(model, ['show', 'me', 'shoes']) // [{ label: 'find', p: 0.93 }, …]
 */

export interface Example<L extends string> {
  tokens: string[];
  label: L;
}

export interface Model<L extends string> {
  labels: L[];
  /** log P(feature | label), for the features seen in training. */
  logLikelihood: Map<string, Float64Array>;
}

export interface Scored<L extends string> {
  label: L;
  p: number;
}

/** Smoothing: small, so one telling word outweighs several common ones. */
const ALPHA = 0.1;

/** A message's features: its words, its word pairs, and its first word (questions start alike). */
export function features(tokens: string[]): string[] {
  const found = new Set<string>();
  tokens.forEach((token, i) => {
    found.add(token);
    if (i > 0) found.add(`${tokens[i - 1]} ${token}`);
  });
  if (tokens[0]) found.add(`^${tokens[0]}`);
  return [...found];
}

export function train<L extends string>(examples: Example<L>[]): Model<L> {
  const labels = [...new Set(examples.map((e) => e.label))];
  const index = new Map(labels.map((label, i) => [label, i]));
  const counts = new Map<string, Float64Array>();
  const totals = new Float64Array(labels.length);
  for (const { tokens, label } of examples) {
    const i = index.get(label)!;
    for (const feature of features(tokens)) {
      let row = counts.get(feature);
      if (!row) counts.set(feature, (row = new Float64Array(labels.length)));
      row[i]! += 1;
      totals[i]! += 1;
    }
  }
  const vocabulary = counts.size;
  const denominators = totals.map((total) => Math.log(total + ALPHA * vocabulary));
  const logLikelihood = new Map<string, Float64Array>();
  for (const [feature, row] of counts)
    logLikelihood.set(
      feature,
      row.map((count, i) => Math.log(count + ALPHA) - denominators[i]!),
    );
  return { labels, logLikelihood };
}

/** The labels for `tokens`, likeliest first, with probabilities that sum to 1. */
export function classify<L extends string>(model: Model<L>, tokens: string[]): Scored<L>[] {
  const scores = new Float64Array(model.labels.length);
  let known = 0;
  for (const feature of features(tokens)) {
    const row = model.logLikelihood.get(feature);
    if (!row) continue;
    known++;
    for (let i = 0; i < scores.length; i++) scores[i]! += row[i]!;
  }
  if (known === 0) return model.labels.map((label) => ({ label, p: 1 / model.labels.length }));
  const top = Math.max(...scores);
  const weights = scores.map((s) => Math.exp(s - top));
  const sum = weights.reduce((a, b) => a + b, 0);
  return model.labels.map((label, i) => ({ label, p: weights[i]! / sum })).sort((a, b) => b.p - a.p);
}
