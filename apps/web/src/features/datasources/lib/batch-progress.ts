import type { TBatch } from '@eform/core/api';

/**
 * How far a batch is: items done of its total, and that as a percentage; null while its job has
 * not counted them yet (an import answers before its file is read: total 0, something queued).
 */
export function batchProgress(
  batch: TBatch,
): { done: number; total: number; percent: number } | null {
  if (batch.total_items <= 0 && batch.items_in_queue > 0) return null;
  const total = Math.max(batch.total_items, 0);
  const done = Math.min(Math.max(total - batch.items_in_queue, 0), total);
  return { done, total, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}
