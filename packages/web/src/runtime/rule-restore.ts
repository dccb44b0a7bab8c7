/**
 * Gives back what rules took: remembers, per pen, each property as it was before a rule first set it, and
 * adds it to what is applied, so that a pen whose rule stops matching (a value back under its limit) shows
 * its own colour again instead of keeping the rule's.
 */
export function createRuleRestore(read: (penId: string, prop: string) => unknown) {
  const originals = new Map<string, Record<string, unknown>>();
  return (penId: string, props: Record<string, unknown>): Record<string, unknown> => {
    let original = originals.get(penId);
    for (const prop of Object.keys(props)) {
      if (original && prop in original) continue;
      original ??= {};
      originals.set(penId, original);
      original[prop] = read(penId, prop);
    }
    return { ...original, ...props };
  };
}
