import { DEFAULT_ASSIGN_TO_USER, DEFAULT_NEXT_PHASE, WORKFLOW_PHASES } from '@eform/core/constants';
import type { TElementOf } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assignedUsersQuery } from '../../../form-admin-kit';
import type { TSettingsProps } from './settings-props';

const PHASES = WORKFLOW_PHASES.map((phase) => ({
  value: String(phase),
  label: ta('elementSettings.nextPhaseOption', { phase }),
}));

/**
 * stateTransition (workflow forms, doc 2 §4): the phase a submit moves the registration to
 * (1-9, default 2) and the user it is forwarded to: one of the users who may fill the form, or
 * 'Niet doorsturen' (0, the default).
 */
export function StateTransitionSettings({
  element,
  change,
  messageAt,
  formId,
}: TSettingsProps<TElementOf<'stateTransition'>>) {
  const users = useQuery({ ...assignedUsersQuery(formId), enabled: formId !== '' });
  const assigned = element.assign_to_user;
  const userOptions = useMemo(() => {
    const options = [
      { value: String(DEFAULT_ASSIGN_TO_USER), label: ta('elementSettings.assignToUser.none') },
      ...(users.data ?? []).map((user) => ({ value: String(user.user_id), label: user.email })),
    ];
    // A user who lost access (or a list still loading) keeps the stored choice visible.
    if (
      assigned !== null &&
      assigned !== undefined &&
      !options.some((o) => o.value === String(assigned))
    )
      options.push({
        value: String(assigned),
        label: ta('elementSettings.assignToUser.unknown', { id: assigned }),
      });
    return options;
  }, [users.data, assigned]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Select
        label={ta('elementSettings.nextPhase')}
        required
        allowDeselect={false}
        data={PHASES}
        value={element.next_phase === undefined ? null : String(element.next_phase)}
        error={messageAt('next_phase')}
        onChange={(value) =>
          change({ next_phase: value === null ? DEFAULT_NEXT_PHASE : Number(value) })
        }
      />
      <Select
        label={ta('elementSettings.assignToUser')}
        required
        searchable
        allowDeselect={false}
        data={userOptions}
        value={assigned === null || assigned === undefined ? null : String(assigned)}
        description={users.isError ? ta('elementSettings.assignToUserFailed') : undefined}
        error={messageAt('assign_to_user')}
        onChange={(value) => change({ assign_to_user: value === null ? null : Number(value) })}
      />
    </SimpleGrid>
  );
}
