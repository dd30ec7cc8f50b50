/**
 * Benchmark (not a test): evaluates the rules of a generated 200-element form with 100 rules
 * 10,000 times and prints total time, time per evaluation and evaluations per second.
 * Run: npx tsx scripts/bench/rules.bench.ts
 */
import type { TElement, TElementType } from '@eform/core/elements';
import {
  createRulesEvaluator,
  evaluateRules,
  operatorsFor,
  type TRule,
  type TRuleCondition,
} from '@eform/core/rules';

const ELEMENT_COUNT = 200;
const RULE_COUNT = 100;
const SUBFORM_RULE_COUNT = 10;
const EVALUATIONS = 10_000;
const WARMUP = 1_000;
const VALUE_VARIANTS = 16;

// Seeded so every run measures the same form, rules and values.
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20240501);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const FIELD_TYPES: TElementType[] = [
  'text',
  'textarea',
  'email',
  'number',
  'decimal',
  'calculation',
  'select',
  'radio',
  'checkbox_single',
  'checkbox_multiple',
  'date',
  'search',
  'map',
  'header',
];

const element = (name: string, elementType: TElementType, extra: Partial<TElement> = {}) =>
  ({ uuid: `u-${name}`, name, elementType, label: name, ...extra }) as TElement;

function sampleValue(type: TElementType): unknown {
  const n = Math.floor(random() * 10);
  switch (type) {
    case 'number':
    case 'decimal':
    case 'calculation':
      return random() < 0.2 ? '' : String(n);
    case 'checkbox_single':
      return random() < 0.5;
    case 'checkbox_multiple':
      return ['a', 'b', 'c'].filter(() => random() < 0.5);
    case 'select':
    case 'radio':
      return pick(['a', 'b', 'c', '']);
    case 'search':
    case 'map':
      return random() < 0.3 ? [] : [{ id: n, name: `Item ${n}`, status: pick(['open', 'closed']) }];
    case 'header':
      return undefined;
    default:
      return random() < 0.2 ? '' : pick(['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag']);
  }
}

function conditionValue(type: TElementType): unknown {
  if (type === 'number' || type === 'decimal' || type === 'calculation')
    return Math.floor(random() * 10);
  if (type === 'checkbox_multiple' || type === 'select' || type === 'radio')
    return pick(['a', 'b', 'c']);
  if (type === 'search' || type === 'map') return `item ${Math.floor(random() * 10)}`;
  return pick(['am', 'dam', 'utrecht', 'ter']);
}

function makeRule(fields: TElement[], ruleForm: string, ruleIndex: number): TRule {
  const conditions: TRuleCondition[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const field = pick(fields);
    return {
      conditionType: 'dataValue',
      dataName: field.name,
      operator: pick(operatorsFor(field.elementType)),
      value: conditionValue(field.elementType),
    };
  });
  // Targets come after the fields the rule reads most of the time, like real forms.
  const target = pick(fields);
  const method = ruleIndex % 10 === 0 ? 'set' : pick(['show', 'hide', 'visually_hidden'] as const);
  return {
    ruleName: `Regel ${ruleIndex}`,
    ruleForm,
    condition_group: { method: random() < 0.5 ? 'AND' : 'OR', conditions },
    actions: [
      method === 'set'
        ? { method, dataName: target.name, value: sampleValue(target.elementType) }
        : { method, dataName: target.name },
    ],
  };
}

const itemFields = [element('qty', 'number'), element('kind', 'radio'), element('note', 'text')];
const fields = Array.from({ length: ELEMENT_COUNT - 1 }, (_, i) =>
  element(`veld_${i}`, FIELD_TYPES[i % FIELD_TYPES.length] as TElementType),
);
const schema = [...fields, element('regels', 'subform', { subform: { schema: itemFields } })];
const rules: TRule[] = [
  ...Array.from({ length: RULE_COUNT - SUBFORM_RULE_COUNT }, (_, i) =>
    makeRule(fields, '_none', i),
  ),
  ...Array.from({ length: SUBFORM_RULE_COUNT }, (_, i) => makeRule(itemFields, 'regels', i + 1)),
];
const variants = Array.from({ length: VALUE_VARIANTS }, () => {
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field.name] = sampleValue(field.elementType);
  values.regels = Array.from({ length: 5 }, (_, i) => ({
    subform_index: i + 1,
    qty: sampleValue('number'),
    kind: sampleValue('radio'),
    note: sampleValue('text'),
  }));
  return values;
});

type TRun = (values: Record<string, unknown>) => { hidden: Set<string> };

/** Runs `evaluate` WARMUP + EVALUATIONS times and prints wall and CPU figures. */
function measure(label: string, evaluate: TRun): void {
  let checksum = 0;
  for (let i = 0; i < WARMUP; i += 1) {
    checksum += evaluate(variants[i % VALUE_VARIANTS] as Record<string, unknown>).hidden.size;
  }
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < EVALUATIONS; i += 1) {
    checksum += evaluate(variants[i % VALUE_VARIANTS] as Record<string, unknown>).hidden.size;
  }
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = performance.now() - start;
  // CPU time too: on a shared machine wall time includes waiting for a core.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const perEval = (ms: number) => ((ms * 1000) / EVALUATIONS).toFixed(1);
  const opsPerSecond = (ms: number) => Math.round(EVALUATIONS / (ms / 1000));
  console.log(label);
  console.log(`  total:          ${wallMs.toFixed(1)} ms wall, ${cpuMs.toFixed(1)} ms cpu`);
  console.log(`  per evaluation: ${perEval(wallMs)} µs wall, ${perEval(cpuMs)} µs cpu`);
  console.log(
    `  throughput:     ${opsPerSecond(wallMs)} ops/s wall, ${opsPerSecond(cpuMs)} ops/s cpu`,
  );
  console.log(`  (checksum ${checksum})`);
}

console.log(
  `rules benchmark: ${schema.length} elements, ${rules.length} rules, ${EVALUATIONS} evaluations, node ${process.version}`,
);
measure('evaluateRules(schema, rules, values): prepares the rules on every call', (values) =>
  evaluateRules(schema, rules, values),
);
const evaluator = createRulesEvaluator(schema, rules);
measure('createRulesEvaluator(schema, rules) once, then evaluator(values)', (values) =>
  evaluator(values),
);
