/**
 * People with the same problem, said once: their names together in the order given, one entry per distinct problem
 * (`key` tells problems apart). A tandem of three people without waivers is one warning naming three, not three
 * warnings saying the same.
 */
export function sameProblem<P>(
  people: readonly { name: string; key: string; problem: P }[],
): { key: string; names: string[]; problem: P }[] {
  const groups = new Map<string, { key: string; names: string[]; problem: P }>();
  for (const { name, key, problem } of people) {
    const group = groups.get(key);
    if (group) {
      group.names.push(name);
    } else {
      groups.set(key, { key, names: [name], problem });
    }
  }
  return [...groups.values()];
}
