import type { Counter } from 'prom-client';

/** A counter's value for exactly these labels (0 before its first increment). */
export async function counterValue<T extends string>(
  counter: Counter<T>,
  labels: Partial<Record<T, string>>,
): Promise<number> {
  const { values } = await counter.get();
  const wanted = Object.entries(labels);
  const found = values.find((value) =>
    wanted.every(([name, label]) => value.labels[name as T] === label),
  );
  return found?.value ?? 0;
}
