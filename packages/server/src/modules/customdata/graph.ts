import { CustomDataType, type CustomDataConfig, type CustomDataRef } from '@iot/contract';

/** The values an item reads: a function's inputs, an expression's bindings, a statistic's variable. */
export function refsOf(type: number, config: CustomDataConfig): CustomDataRef[] {
  if (type === CustomDataType.function) return (config as { inputs: CustomDataRef[] }).inputs;
  if (type === CustomDataType.expression) {
    return Object.values((config as { bindings: Record<string, CustomDataRef> }).bindings);
  }
  if (type === CustomDataType.statistics)
    return [{ kind: 'variable', id: (config as { variableId: number }).variableId }];
  return [];
}

export const customDataRefs = (type: number, config: CustomDataConfig): number[] =>
  refsOf(type, config).flatMap((r) => (r.kind === 'customdata' ? [r.id] : []));

/** A path start → ... → start through `edges`, if there is one. */
export function findCycle(start: number, edges: (id: number) => readonly number[]): number[] | undefined {
  const onPath: number[] = [];
  const done = new Set<number>();
  const visit = (id: number): number[] | undefined => {
    if (id === start && onPath.length > 0) return [...onPath, id];
    if (done.has(id) || onPath.includes(id)) return undefined;
    onPath.push(id);
    for (const next of edges(id)) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(id);
    return undefined;
  };
  return visit(start);
}

/**
 * Items ordered so that each comes after those it reads; items caught in a cycle are left out and
 * returned apart.
 */
export function dependencyOrder(
  ids: readonly number[],
  edges: (id: number) => readonly number[],
): { order: number[]; cyclic: number[] } {
  const known = new Set(ids);
  const state = new Map<number, 'visiting' | 'done' | 'cyclic'>();
  const order: number[] = [];
  const visit = (id: number): boolean => {
    const s = state.get(id);
    if (s === 'done') return true;
    if (s === 'visiting' || s === 'cyclic') {
      state.set(id, 'cyclic');
      return false;
    }
    state.set(id, 'visiting');
    let fine = true;
    for (const next of edges(id)) if (known.has(next) && !visit(next)) fine = false;
    if (!fine) {
      state.set(id, 'cyclic');
      return false;
    }
    state.set(id, 'done');
    order.push(id);
    return true;
  };
  for (const id of ids) visit(id);
  return { order, cyclic: ids.filter((id) => state.get(id) === 'cyclic') };
}
