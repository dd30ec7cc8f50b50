import { tc } from '@eform/core/messages/clients';
import { ASSIGNABLE_ROLES, ROLE_LABELS, type TAssignableRole } from '@eform/core/permissions';
import { Checkbox, Fieldset, Stack } from '@mantine/core';

type TRoleCheckboxesProps = {
  value: readonly TAssignableRole[];
  /** The roles the signed-in user may give or take; the others show disabled. */
  assignable: readonly TAssignableRole[];
  onChange: (roles: TAssignableRole[]) => void;
  disabled?: boolean;
};

/**
 * The client roles as checkboxes (doc 3 §6): 'Formulier invuller' always on and never changeable,
 * then each assignable role; a role the user may not assign is shown but cannot be changed (the
 * server refuses it anyway).
 */
export function RoleCheckboxes({ value, assignable, onChange, disabled }: TRoleCheckboxesProps) {
  const toggle = (role: TAssignableRole, on: boolean) =>
    onChange(ASSIGNABLE_ROLES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <Fieldset legend={tc('users.rolesLabel')} variant="unstyled">
      <Stack gap="xs" mt="xs">
        <Checkbox
          checked
          disabled
          readOnly
          label={ROLE_LABELS.authenticated}
          description={tc('clients.fillerAlwaysOn')}
        />
        {ASSIGNABLE_ROLES.map((role) => {
          const allowed = assignable.includes(role);
          return (
            <Checkbox
              key={role}
              label={ROLE_LABELS[role]}
              checked={value.includes(role)}
              disabled={disabled || !allowed}
              description={allowed ? undefined : tc('users.notAssignable')}
              onChange={(event) => toggle(role, event.currentTarget.checked)}
            />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
