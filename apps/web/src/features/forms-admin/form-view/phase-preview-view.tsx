import type { TElement } from '@eform/core/elements';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { Alert, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TPhasePreview, TWorkflowPreview } from '../lib/phase-preview';

const labelOf = (element: TElement) => element.label?.trim() || element.name;

function PhaseWarnings({ preview }: { preview: TPhasePreview }) {
  return preview.warnings.map((warning) => (
    <Alert key={warning} color="orange" variant="light" data-testid={`phase-warning-${warning}`}>
      {warning === 'multipleTransitions'
        ? t('element.stateTransitionOnePerPhase', { phase: preview.phase })
        : ta('formDetail.phase.finalSubmit', { phase: preview.phase })}
    </Alert>
  ));
}

/** One part of the preview: an h3, and its list or the text saying it is empty. */
function PhaseSection({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {empty === null ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

function transitionText(element: TPhasePreview['transitions'][number]): string {
  return element.next_phase === undefined
    ? ta('formDetail.phase.transitionNoPhase', { label: labelOf(element) })
    : ta('formDetail.phase.transitionTo', { label: labelOf(element), phase: element.next_phase });
}

function Transitions({ preview }: { preview: TPhasePreview }) {
  return (
    <PhaseSection
      title={ta('formDetail.phase.transitions')}
      testId="phase-transitions"
      empty={preview.transitions.length === 0 ? ta('formDetail.phase.noTransition') : null}
    >
      <Stack component="ul" gap={2} m={0} pl="md">
        {preview.transitions.map((element) => (
          <Text component="li" key={element.uuid} style={{ overflowWrap: 'anywhere' }}>
            {transitionText(element)}
          </Text>
        ))}
      </Stack>
    </PhaseSection>
  );
}

function ShownElements({ preview }: { preview: TPhasePreview }) {
  return (
    <>
      <PhaseSection
        title={ta('formDetail.phase.shown')}
        testId="phase-shown"
        empty={preview.shown.length === 0 ? ta('formDetail.phase.noneShown') : null}
      >
        <Stack component="ul" gap={4} m={0} pl={0} style={{ listStyle: 'none' }}>
          {preview.shown.map((element) => (
            <Group component="li" key={element.uuid} gap="xs" wrap="nowrap">
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {te(`element.type.${element.elementType}`)}
              </Badge>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {labelOf(element)}
              </Text>
            </Group>
          ))}
        </Stack>
      </PhaseSection>
      {preview.hiddenCount > 0 && (
        <Text size="sm" c="dimmed" data-testid="phase-hidden-count">
          {ta('formDetail.phase.hiddenCount', { count: preview.hiddenCount })}
        </Text>
      )}
    </>
  );
}

type TPhasePreviewViewProps = {
  preview: TWorkflowPreview;
  phase: number;
  onPhaseChange: (phase: number) => void;
};

/** The phase selector and, for the chosen phase, its warnings, transition and shown elements. */
export function PhasePreviewView({ preview, phase, onPhaseChange }: TPhasePreviewViewProps) {
  const current = preview.phases.find((p) => p.phase === phase) ?? preview.phases[0];
  const options = preview.phases.map((p) => ({
    value: String(p.phase),
    label:
      p.warnings.length > 0
        ? ta('formDetail.phase.optionWarning', { phase: p.phase })
        : t('element.phaseValue', { phase: p.phase }),
  }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {ta('formDetail.phase.intro')}
      </Text>
      <NativeSelect
        label={ta('formDetail.phase.select')}
        data={options}
        value={String(phase)}
        onChange={(event) => onPhaseChange(Number(event.currentTarget.value))}
        maw={240}
        data-testid="phase-select"
      />
      {preview.rulesFailed && (
        <Alert color="yellow" variant="light" data-testid="phase-rules-failed">
          {ta('formDetail.phase.rulesFailed')}
        </Alert>
      )}
      {current && (
        <>
          <PhaseWarnings preview={current} />
          <Transitions preview={current} />
          <ShownElements preview={current} />
        </>
      )}
    </Stack>
  );
}
