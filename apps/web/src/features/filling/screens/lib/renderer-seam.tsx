// TEMPORARY seam until apps/web/src/features/filling/renderer and fill-store land (issue 9, the
// renderer helper): the part of their API the screens use, so the screens typecheck. Delete this
// file and import from the renderer once it is committed.
import type { TSchema } from '@eform/core/elements';
import type { TRule } from '@eform/core/rules';

export type TFillMode = 'fill' | 'admin' | 'readonly';
export type TFillValues = Record<string, unknown>;
export interface TFillStatus {
  subformOpen: boolean;
  subformLocked: boolean;
  pendingUploads: number;
}

export interface TFillStore {
  subscribeStatus(listener: () => void): () => void;
  getStatus(): TFillStatus;
  getValues(): TFillValues;
  setValue(name: string, value: unknown): void;
  validate(): boolean;
  reset(values?: TFillValues): void;
  isDirty(): boolean;
  hasPendingUploads(): boolean;
}

export function createFillStore(options: {
  schema: TSchema;
  rules?: readonly TRule[];
  values?: TFillValues;
  mode: TFillMode;
  phase?: string | number;
  formId?: string;
  badInternetMode?: boolean;
}): TFillStore {
  let initial = { ...(options.values ?? {}) };
  let values = { ...initial };
  const status: TFillStatus = { subformOpen: false, subformLocked: false, pendingUploads: 0 };
  return {
    subscribeStatus: () => () => {},
    getStatus: () => status,
    getValues: () => values,
    setValue(name, value) {
      values = { ...values, [name]: value };
    },
    validate: () => true,
    reset(next) {
      initial = { ...(next ?? {}) };
      values = { ...initial };
    },
    isDirty: () => JSON.stringify(values) !== JSON.stringify(initial),
    hasPendingUploads: () => false,
  };
}

export function FormRenderer(_props: { store: TFillStore; mode: TFillMode }) {
  return null;
}
