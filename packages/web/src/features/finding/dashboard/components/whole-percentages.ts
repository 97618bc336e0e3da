// Whole-number shares of a total that add up to exactly 100 (largest remainder), where equal counts get equal shares
// whenever the total allows: 4/1/1 is 66/17/17, never 67/17/16. Only when no choice of whole groups of equal counts
// makes 100 (1/1/1) do equal counts differ by one point (34/33/33), the earlier rows taking the extra point.

interface Group {
  count: number;
  size: number;
  remainder: number;
}

/** Whole groups to raise by one point so that exactly `units` points are added, best remainders first; null if none. */
function groupsFilling(groups: Group[], units: number): Set<number> | null {
  // best[u]: the highest sum of remainders reaching exactly u extra points, and the groups used for it.
  let best: ({ score: number; picked: number[] } | null)[] = Array.from({ length: units + 1 }, (_, u) =>
    u === 0 ? { score: 0, picked: [] } : null,
  );
  groups.forEach((group, index) => {
    if (group.remainder <= 0) return;
    const next = [...best];
    for (let u = group.size; u <= units; u += 1) {
      const from = best[u - group.size];
      if (!from) continue;
      const score = from.score + group.remainder * group.size;
      if (!next[u] || score > next[u]!.score) next[u] = { score, picked: [...from.picked, index] };
    }
    best = next;
  });
  return best[units] ? new Set(best[units].picked.map((index) => groups[index].count)) : null;
}

export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  const units = 100 - shares.reduce((sum, share) => sum + share, 0);
  if (units === 0) return shares;

  const groups = [...new Set(counts)]
    .map((count) => ({
      count,
      size: counts.filter((candidate) => candidate === count).length,
      remainder: (count * 100) / total - Math.floor((count * 100) / total),
    }))
    .sort((a, b) => b.remainder - a.remainder || b.count - a.count);

  const raised = groupsFilling(groups, units);
  if (raised) return shares.map((share, index) => (raised.has(counts[index]) ? share + 1 : share));

  // No set of whole groups fits: plain largest remainder, earlier rows first among equals.
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  order.slice(0, units).forEach(({ index }) => {
    shares[index] = shares[index] + 1;
  });
  return shares;
}
