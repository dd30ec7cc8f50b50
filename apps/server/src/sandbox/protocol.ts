// The messages between the sandbox pool (parent) and a child process, sent with node's 'advanced'
// serialization: Buffers, Dates and Maps cross as they are, no JSON.

/** Parent to child: run a task, or the answer to the child's file request. */
export type TParentMessage =
  | { type: 'run'; id: number; task: string; input: unknown }
  | { type: 'file'; id: number; request: number; bytes: Buffer | undefined };

/** Child to parent: ready for work, a task's result or error, or a file the task asks for. */
export type TChildMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'fail'; id: number; name: string; message: string }
  | { type: 'read'; id: number; request: number; reference: unknown };

/** What a task gets besides its input: the parent's file reader, over IPC. */
export interface TTaskContext {
  /** The bytes the parent reads for `reference` (a stored picture); undefined when none. */
  readFile(reference: unknown): Promise<Buffer | undefined>;
}

/** A child's tasks by name (the task module given to the pool's child entry). */
export type TTaskModule = Record<string, (input: never, context: TTaskContext) => Promise<unknown>>;

/** Written to stderr by the child's watchdog before it kills its process over the memory cap. */
export const MEMORY_MARK = 'sandbox: memory limit reached';
