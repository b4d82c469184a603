/**
 * A seeded pseudo-random generator (a linear congruential one) for generated test runs, so a
 * failure reproduces.
 */
export function seededRandom(seed: number) {
  let state = seed;
  /** The next state: an integer in [0, 2³¹). */
  const nextInt = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  /** The next number in [0, 1). */
  const random = () => nextInt() / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return { nextInt, random, pick };
}
