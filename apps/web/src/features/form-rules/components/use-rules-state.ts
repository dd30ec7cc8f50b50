import type { TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { deepEqual, newRule, orderRulesByForm, type TRule } from '@eform/core/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { TPendingEdits } from './pending-edits';

/** A rule with a key of its own, so that its card keeps its state while rules move. */
export type TRuleItem = { key: string; rule: TRule };

/** Changes a card asks for; stable, so that a card re-renders only when its own rule changes. */
export type TRuleActions = {
  update: (key: string, change: (rule: TRule) => TRule) => void;
  duplicate: (key: string) => void;
  remove: (key: string) => void;
  move: (key: string, delta: -1 | 1) => void;
  /** Commits typed text still in its debounce; before a row goes, as rows go by index. */
  flush: () => void;
};

let lastKey = 0;
const keyed = (rule: TRule): TRuleItem => ({ key: `rule-${++lastKey}`, rule });

/**
 * The rules being edited, each keyed. `current()` flushes typed text still in its debounce and
 * answers the rules as they are now (a save reads them in the same click); every change that
 * moves or removes rows flushes first, since rows address their condition by index.
 */
export function useRulesState(initial: readonly TRule[]) {
  const [items, setItemsState] = useState<TRuleItem[]>(() => initial.map(keyed));
  const itemsRef = useRef(items);
  const pendingRef = useRef(new Set<() => void>());

  const setItems = useCallback((change: (items: TRuleItem[]) => TRuleItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItemsState(itemsRef.current);
  }, []);

  const flush = useCallback(() => {
    for (const flushOne of [...pendingRef.current]) flushOne();
  }, []);

  const pending = useMemo<TPendingEdits>(
    () => ({
      add: (flushOne) => pendingRef.current.add(flushOne),
      delete: (flushOne) => pendingRef.current.delete(flushOne),
    }),
    [],
  );

  const actions = useMemo<TRuleActions>(
    () => ({
      update: (key, change) =>
        setItems((list) =>
          list.map((item) => (item.key === key ? { key, rule: change(item.rule) } : item)),
        ),
      duplicate: (key) => {
        flush();
        setItems((list) => {
          const index = list.findIndex((item) => item.key === key);
          if (index < 0) return list;
          const { rule } = list[index] as TRuleItem;
          const copy = structuredClone(rule);
          copy.ruleName = rule.ruleName ? ta('rules.copyName', { name: rule.ruleName }) : '';
          return [...list.slice(0, index + 1), keyed(copy), ...list.slice(index + 1)];
        });
      },
      remove: (key) => {
        flush();
        setItems((list) => list.filter((item) => item.key !== key));
      },
      move: (key, delta) => {
        flush();
        setItems((list) => {
          const from = list.findIndex((item) => item.key === key);
          const to = from + delta;
          if (from < 0 || to < 0 || to >= list.length) return list;
          const next = [...list];
          [next[from], next[to]] = [next[to] as TRuleItem, next[from] as TRuleItem];
          return next;
        });
      },
      flush,
    }),
    [setItems, flush],
  );

  const add = useCallback(() => {
    flush();
    setItems((list) => [...list, keyed(newRule())]);
  }, [setItems, flush]);

  /** The rules now, typed text included. */
  const current = useCallback((): TRule[] => {
    flush();
    return itemsRef.current.map((item) => item.rule);
  }, [flush]);

  /** Whether the rules differ from `saved`, typed text in its debounce included; flushes nothing. */
  const differsFrom = useCallback(
    (saved: readonly TRule[]) =>
      pendingRef.current.size > 0 ||
      !deepEqual(
        itemsRef.current.map((item) => item.rule),
        saved,
      ),
    [],
  );

  /** Puts `rules` in place, keeping the cards (unchanged, not re-rendered) of equal rules. */
  const reset = useCallback(
    (rules: readonly TRule[]) =>
      setItems((list) =>
        rules.map((rule, index) => {
          const same = list[index];
          return same && deepEqual(same.rule, rule) ? same : keyed(rule);
        }),
      ),
    [setItems],
  );

  /** Puts the rules in the order the form stores them (main form first), keeping their cards. */
  const arrange = useCallback(
    (schema: TSchema) =>
      setItems((list) =>
        orderRulesByForm(
          schema,
          list.map((item) => ({ ruleForm: item.rule.ruleForm, item })),
        ).map(({ item }) => item),
      ),
    [setItems],
  );

  return { items, pending, actions, add, current, differsFrom, reset, arrange };
}
