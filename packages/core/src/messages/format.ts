/** The `{name}` placeholders of a message template, as a union of their names. */
export type TParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | TParamNames<Rest>
  : never;

/** The arguments of a translator for template `S`: none, or one value per placeholder. */
export type TTemplateArgs<S extends string> = [TParamNames<S>] extends [never]
  ? [params?: Record<string, never>]
  : [params: Record<TParamNames<S>, string | number>];

/** `template` with each `{name}` replaced by `params[name]`; unknown names stay as they are. */
export function fillTemplate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The keys of `catalogue` whose text has no `{name}` placeholder (safe to keep in data). */
export type TPlainKeys<C extends Record<string, string>> = {
  [K in keyof C & string]: [TParamNames<C[K]>] extends [never] ? K : never;
}[keyof C & string];

/**
 * The translator of `catalogue`: like `t`, its Dutch text for a key with the `{name}`
 * placeholders filled in, typed by that catalogue's keys alone.
 */
export function translator<C extends Record<string, string>>(catalogue: C) {
  return <K extends keyof C & string>(key: K, ...[params]: TTemplateArgs<C[K]>): string =>
    fillTemplate(catalogue[key] as C[K], params as Record<string, string | number> | undefined);
}
