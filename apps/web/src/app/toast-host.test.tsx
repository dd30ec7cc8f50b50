import { t } from '@eform/core/messages';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';
import { ToastHost } from './toast-host';

const containers = () => document.body.querySelectorAll('[class*="Notifications-root"]');

afterEach(() => {
  act(() => notifications.clean());
});

describe('toast host', () => {
  it('renders no container until the first toast, then shows that toast', async () => {
    render(
      <MantineProvider theme={theme}>
        <ToastHost />
      </MantineProvider>,
    );
    expect(containers()).toHaveLength(0);

    const message = t('client.switched', { client: 'Demo Gemeente' });
    act(() => {
      notifications.show({ message });
    });

    expect(await screen.findByText(message)).toBeTruthy();
    expect(containers().length).toBeGreaterThan(0);
  });
});
