import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { deepEqual, validateRules } from '@eform/core/rules';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EditorLeaveGuard, FormPreview, useFormDetail } from '../../form-admin-kit';
import { PendingEditsContext } from './pending-edits';
import { RuleCard } from './rule-card';
import { buildRulesContext } from './rule-choices';
import { useRulesState } from './use-rules-state';
import { useSavedRules } from './use-saved-rules';

/**
 * form_rules, the Regels tab (doc 2 §3 'Rule', §5): the form's rules as cards to name, scope to
 * the main form or a subform, give conditions and actions, and save through the shell's one save
 * (its revision and conflict question). A refused check shows the spec's failure text and each
 * problem at its field; a live preview runs the rules that are complete.
 */
export function FormRulesPage() {
  const { form, save, saving } = useFormDetail();
  const state = useRulesState(form.rules);
  const saved = useSavedRules(form.rules, state);
  const [showIssues, setShowIssues] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const workflow = form.form_type === 'workflow';
  const context = useMemo(() => buildRulesContext(form.schema, workflow), [form.schema, workflow]);
  const rules = useMemo(() => state.items.map((item) => item.rule), [state.items]);
  const issues = useMemo(() => validateRules(form.schema, rules), [form.schema, rules]);
  const dirty = useMemo(() => !deepEqual(rules, saved.rules), [rules, saved.rules]);
  // The preview runs only complete rules: a half-made one must not break the renderer.
  const previewRules = useMemo(() => {
    const invalid = new Set(issues.map((issue) => issue.ruleIndex));
    return rules.filter((_, index) => !invalid.has(index));
  }, [rules, issues]);

  useEffect(() => {
    if (attempt === 0) return;
    listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSave = async () => {
    const current = state.current();
    if (validateRules(form.schema, current).length > 0) {
      setShowIssues(true);
      setAttempt((n) => n + 1);
      return;
    }
    // Stored order (main rules, then each subform's), so the answer matches what was sent.
    state.arrange(form.schema);
    const ordered = state.current();
    const answer = await save((body) => ({ ...body, rules: ordered }), {
      success: () => ta('rules.saved'),
      failure: ta('rules.saveFailed'),
    });
    if (answer) saved.accept(answer.rules, ordered);
  };

  const empty = state.items.length === 0;
  return (
    <PendingEditsContext.Provider value={state.pending}>
      <Grid mt="md" gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack ref={listRef}>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed" aria-live="polite">
                {dirty ? ta('rules.unsaved') : ''}
              </Text>
              <Group gap="xs">
                {form.schema.length > 0 && !empty && (
                  <Button variant="default" onClick={state.add}>
                    {ta('rules.add')}
                  </Button>
                )}
                <Button onClick={() => void onSave()} loading={saving}>
                  {ta('rules.save')}
                </Button>
              </Group>
            </Group>
            {showIssues && issues.length > 0 && (
              <Alert color="red" role="alert">
                {t('form.invalid')}
              </Alert>
            )}
            {form.schema.length === 0 && <Text>{ta('rules.noElements')}</Text>}
            {empty && form.schema.length > 0 && (
              <Stack align="flex-start" gap="xs">
                <Text>{ta('rules.empty')}</Text>
                <Button onClick={state.add}>{ta('rules.add')}</Button>
              </Stack>
            )}
            {state.items.map((item, index) => (
              <RuleCard
                key={item.key}
                item={item}
                index={index}
                first={index === 0}
                last={index === state.items.length - 1}
                schema={form.schema}
                context={context}
                showIssues={showIssues}
                actions={state.actions}
              />
            ))}
            {!empty && form.schema.length > 0 && (
              <Group>
                <Button variant="default" onClick={state.add}>
                  {ta('rules.add')}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder p="md" radius="md" pos="sticky" top="var(--mantine-spacing-md)">
            <Title order={2} size="h4" mb="sm">
              {ta('rules.preview')}
            </Title>
            <FormPreview schema={form.schema} rules={previewRules} formType={form.form_type} />
          </Paper>
        </Grid.Col>
      </Grid>
      <EditorLeaveGuard shouldAsk={() => state.differsFrom(saved.ref.current)} />
    </PendingEditsContext.Provider>
  );
}
