import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/** `useMergeRefs(refs)` of @floating-ui/react, for Mantine's ScrollArea (see light-imports.ts). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return useMergedRef<T>(...refs);
}
