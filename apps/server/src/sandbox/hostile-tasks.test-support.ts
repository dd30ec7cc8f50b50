import { serveTasks } from './serve-tasks';

// A task module for the pool's tests: the misbehaviour a hostile or broken document could cause,
// run in the pool's children exactly as the document tasks are.
const keep: unknown[] = [];

serveTasks({
  echo: async (input: unknown) => input,
  pid: async () => process.pid,
  loop: async () => {
    for (;;) keep.length = 0;
  },
  allocate: async () => {
    for (;;) keep.push(new Array(1_000_000).fill(0.5));
  },
  buffers: async () => {
    for (;;) keep.push(Buffer.alloc(32 * 1024 * 1024, 1));
  },
  abort: async () => process.abort(),
  throws: async () => {
    throw new RangeError('kapot');
  },
  readBack: async (references: string[], context) =>
    Promise.all(references.map((reference) => context.readFile(reference))),
});
