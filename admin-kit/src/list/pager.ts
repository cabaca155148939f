export type PagerItem = { kind: 'page'; index: number; label: number; active: boolean } | { kind: 'ellipsis'; key: string };

/**
 * The numbered buttons of the pager (SPEC §2): first and last always, the active page with its
 * neighbours, an ellipsis for each skipped range (a single skipped page is shown instead; up
 * to seven pages are all shown).
 * Indexes are 0-based, labels 1-based. Nothing at all for one page or fewer.
 */
export function pagerItems(pageIndex: number, pageCount: number): PagerItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(pageIndex, 0), pageCount - 1);
  // Up to seven pages fit without any ellipsis.
  const everyPage = pageCount <= 7 ? Array.from({ length: pageCount }, (_, i) => i) : [];
  const shown = new Set([...everyPage, 0, pageCount - 1, current - 1, current, current + 1].filter((i) => i >= 0 && i < pageCount));
  for (const index of [...shown]) {
    if (shown.has(index + 2) && !shown.has(index + 1)) shown.add(index + 1);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((index, position) => {
    if (position > 0 && index - sorted[position - 1] > 1) items.push({ kind: 'ellipsis', key: `gap-${sorted[position - 1]}-${index}` });
    items.push({ kind: 'page', index, label: index + 1, active: index === current });
  });
  return items;
}

export function pageCountOf(totalItems: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalItems / pageSize));
}
