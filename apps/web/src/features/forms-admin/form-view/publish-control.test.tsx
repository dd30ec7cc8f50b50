import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { canTogglePublished, lastModifiedText, PublishControl } from './publish-control';

const all = { canPublish: true, canUnpublish: true };

function setup(props: Partial<Parameters<typeof PublishControl>[0]> = {}) {
  const onChange = vi.fn();
  renderScreen(
    <PublishControl
      published={false}
      pending={false}
      updatedAt="2026-03-05T13:07:00.000Z"
      username="jan@example.nl"
      onChange={onChange}
      {...all}
      {...props}
    />,
  );
  return {
    onChange,
    user: userEvent.setup(),
    toggle: screen.getByRole('switch', { name: ta('forms.published') }) as HTMLInputElement,
  };
}

describe('canTogglePublished', () => {
  it.each([
    { published: false, rights: all, pending: false, allowed: true },
    { published: false, rights: { ...all, canPublish: false }, pending: false, allowed: false },
    { published: false, rights: { ...all, canUnpublish: false }, pending: false, allowed: true },
    { published: true, rights: { ...all, canUnpublish: false }, pending: false, allowed: false },
    { published: true, rights: { ...all, canPublish: false }, pending: false, allowed: true },
    { published: true, rights: all, pending: true, allowed: false },
  ])('published $published with $rights, pending $pending: $allowed', (row) => {
    expect(canTogglePublished(row.published, row.rights, row.pending)).toBe(row.allowed);
  });
});

describe('PublishControl', () => {
  it('publishes an unpublished form and shows its chip', async () => {
    const { toggle, user, onChange } = setup();
    expect(toggle.checked).toBe(false);
    expect(screen.getByTestId('form-publish-state').textContent).toBe(ta('forms.unpublished'));
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('cannot be switched on without eform form publish, and says why', () => {
    const { toggle } = setup({ canPublish: false });
    expect(toggle.disabled).toBe(true);
    const note = screen.getByText(ta('formDetail.publish.notAllowed'));
    expect(toggle.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('cannot be switched off without eform form unpublish', () => {
    const { toggle } = setup({ published: true, canUnpublish: false });
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByTestId('form-publish-state').textContent).toBe(ta('forms.published'));
  });

  it('is disabled while a change is on its way', () => {
    expect(setup({ pending: true }).toggle.disabled).toBe(true);
  });

  it('shows the last change in Dutch with who made it', () => {
    setup();
    expect(screen.getByTestId('form-last-modified').textContent).toBe(
      'Laatst gewijzigd op 5 mrt. 2026 14:07 door jan@example.nl',
    );
  });
});

describe('lastModifiedText', () => {
  it('leaves out who when nobody is known', () => {
    expect(lastModifiedText('2026-03-05T13:07:00.000Z', null)).toBe(
      'Laatst gewijzigd op 5 mrt. 2026 14:07',
    );
  });
});
