import type { ZAdminFormListItem } from '@eform/core/api/forms-admin';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PagedTable } from './paged-table';

type TAdminForm = z.infer<typeof ZAdminFormListItem>;

/** Forms with their type and published chip; the name opens the form (form_view). */
export function AdminFormTable({ title, forms }: { title: string; forms: readonly TAdminForm[] }) {
  return (
    <PagedTable
      title={title}
      rows={forms}
      testId="admin-form-table"
      empty={t('ui.formsAdmin.empty')}
      rowKey={(form) => form.form_id}
      head={
        <>
          <Table.Th>{ta('ui.formsAdmin.form')}</Table.Th>
          <Table.Th>{ta('ui.formsAdmin.type')}</Table.Th>
          <Table.Th>{ta('ui.formsAdmin.status')}</Table.Th>
        </>
      }
      renderRow={(form) => (
        <>
          <Table.Td>
            <Anchor
              component={Link}
              to={`/admin/form/${encodeURIComponent(form.form_id)}`}
              fw={500}
            >
              {form.form_name}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {form.form_type === 'workflow'
              ? ta('ui.formsAdmin.type.workflow')
              : ta('ui.formsAdmin.type.default')}
          </Table.Td>
          <Table.Td>
            {form.published_at ? (
              <Badge variant="light" color="green">
                {ta('forms.published')}
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                {ta('forms.unpublished')}
              </Badge>
            )}
          </Table.Td>
        </>
      )}
    />
  );
}
