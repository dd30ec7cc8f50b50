import type { TTokenRegistration } from '@eform/core/tokens';
import type { THookRegistration } from '../hook-sender';

/** The registration's facts as the tokens show them ($registration_serial_number$, …). */
export function tokenRegistration(registration: THookRegistration): TTokenRegistration {
  return {
    registration_serial_number: registration.serialNumber,
    registration_date: registration.registeredAt,
    registration_phase: registration.phase,
    registration_user_id: registration.username ? { username: registration.username } : null,
    form_name: registration.form.name,
  };
}
